import Lessons

/// What the learner has seen of the current step's blocks: an expected output stays hidden
/// until its block is run or revealed, so the learner can predict it first, and a block's
/// question is asked once.
struct BlocksSeen: Equatable {
    /// Blocks run or revealed: their expected output is shown with the step.
    var revealed: Set<Int> = []
    /// Blocks whose prediction was asked (by `:run N`) or answered.
    var asked: Set<Int> = []
}

extension REPL {
    /// `:predict [N] ANSWER`: checks the answer to block N's question (the first block with a
    /// question not yet answered when N is left out), says why, and runs the block.
    func predict(_ argument: String) {
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        guard let step = currentStep else { return report("No lesson is open.") }
        let asking = step.runnableBlocks.filter { $0.prediction != nil }
        let block: RunnableBlock?
        let answer: String
        if words.count == 2, let number = Int(words[0]) {
            block = asking.first { $0.number == number }
            answer = words[1]
        } else {
            block = asking.first { !blocksSeen.revealed.contains($0.number) } ?? asking.first
            answer = argument
        }
        guard let block, let prediction = block.prediction else {
            return report("No block of this step asks for a prediction.")
        }
        guard !answer.trimmingCharacters(in: .whitespaces).isEmpty else {
            return report("Give your answer: :predict \(block.number) ANSWER. The question: \(prediction.question)")
        }
        blocksSeen.asked.insert(block.number)
        let verdict = prediction.accepts(answer)
            ? "✓ Right: \(prediction.answers[0])."
            : "✗ Not quite: you said \(answer); it is \(prediction.answers[0])."
        write(wrapped(([verdict] + (prediction.why.isEmpty ? [] : [prediction.why])).joined(separator: " ")))
        runBlock(block.number, predicted: true)
    }
}

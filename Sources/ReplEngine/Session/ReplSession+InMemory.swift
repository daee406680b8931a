import EvaluatorProtocol
import Foundation
import LearnerPrograms

/// The session's in-memory path (issue 28): each input compiled by LLDB's compiler in the
/// evaluator's `learn-debugger` (``InMemoryEngine``, ``InMemorySource``), what a new evaluator
/// is given again, and how LLDB's answers are shown as the frontend's are.
extension ReplSession {
    /// Has LLDB's in-memory compiler in the evaluator compile the input, with the kept
    /// declarations it has not got (``InMemorySource``), and runs its code there. Where the
    /// compiler turns out to be unavailable, says so once and goes on with the frontend.
    func evaluateInMemory(_ plan: SnippetPlan, input: String, classified: ClassifiedInput) -> EvaluationResult {
        let number = plan.source.inputNumber
        startEvaluatorIfNeeded()
        let earlier = plan.declarations.filter { $0.inputNumber != number }
        let dependents = InMemorySource.dependents(of: plan.newDeclarations, among: earlier)
        let replaced = declarations.filter { old in plan.newDeclarations.contains { $0.declaration.key.replaces(old.declaration.key) } }
        // A type whose name LLDB keeps as an alias (``InMemorySource/typeNames``) cannot be
        // declared again beside it.
        let redeclaresShadowing = !inMemoryCompiler.shadowing.isDisjoint(with: plan.newDeclarations.flatMap(\.declaration.key.names))
        if inMemoryCompiler.hasDeclarations,
           redeclaresShadowing || InMemorySource.needsNewCompiler(own: plan.newDeclarations, replacing: replaced, dependents: dependents) {
            restartEvaluator()
        }
        if !inMemoryCompiler.hasDeclarations, let evaluator { resubmit(earlier, to: evaluator) }
        let evaluator = self.evaluator
        var source = InMemorySource(
            resubmitted: inMemoryCompiler.hasDeclarations ? dependents : earlier, own: plan.newDeclarations,
            keptTypeNames: inMemoryCompiler.typeNames, shadowing: inMemoryCompiler.shadowing, submission: inMemoryCompiler.nextSubmission(),
            items: classified.items, previews: classified.previews, inputNumber: number, results: results)
        guard let evaluator else {
            let reason = evaluatorStartError.map(String.init(describing:)) ?? "the evaluator could not be started"
            return EvaluationResult(inputNumber: number, outcome: .couldNotEvaluate(reason), timing: EvaluationTiming(compile: .zero, run: .zero))
        }
        let clock = ContinuousClock()
        let start = clock.now
        var compilation: InMemoryCompilation?
        var compiledAt: ContinuousClock.Instant?
        func attempt() -> EvaluatorProcess.Exchange {
            compileInMemory(source.text, in: evaluator) { compiled in
                compilation = compiled
                compiledAt = clock.now
            }
        }
        var exchange = attempt()
        // An input that names a kept type and does not compile may have found an imported type
        // of that name instead: it is compiled again with the kept types' names declared.
        if compilation?.result == .failed, case let unshadowed = source.mentionedKeptTypes.subtracting(source.shadowing), !unshadowed.isEmpty {
            source.shadowing.formUnion(unshadowed)
            exchange = attempt()
            if compilation?.result == .compiled { inMemoryCompiler.shadowing.formUnion(unshadowed) }
        }
        let timing = EvaluationTiming(compile: (compiledAt ?? clock.now) - start, run: compiledAt.map { clock.now - $0 } ?? .zero)
        let places = InputPlaces(current: number, keeping: plan.declarations)
        switch compilation?.result {
        case nil:
            // The evaluator ended, or was stopped, before the compile was done.
            let ran = outcome(of: exchange, places: places)
            return EvaluationResult(inputNumber: number, outcome: ran.outcome, output: ran.output, timing: timing)
        case .unavailable?:
            let reason = compilation?.message ?? ""
            inMemory = nil
            inMemoryAbsence = reason
            self.evaluator = nil
            return evaluateWithFrontend(plan, input: input, notice: InMemoryEngine.fallbackNote(reason))
        case .failed?:
            let message = compilation?.message ?? ""
            if LLDBDiagnostics.cannotKeepOpaqueVariable(message) {
                // LLDB made the variables anyway, with no usable value: later inputs must not see them.
                hide(plan.newDeclarations.flatMap(\.declaration.key.names), because: "it did not compile", in: evaluator)
                return EvaluationResult(
                    inputNumber: number, outcome: .didNotCompile, diagnostics: LLDBDiagnostics.opaqueVariableMessage, timing: timing)
            }
            // LLDB's own errors (not the compiler's, so at no place in the input) are shown as it wrote them.
            let report = rendered(lldbDiagnostics: message, input: input, places: places, compilationFailed: true) ?? message
            return EvaluationResult(inputNumber: number, outcome: .didNotCompile, diagnostics: report, timing: timing)
        case .stopped?:
            // Code LLDB ran at the top level crashed or went on too long: LLDB has put the
            // process back, but the evaluator starts again, as after any crash or timeout.
            restartEvaluator()
            let message = compilation?.message ?? ""
            let report = RuntimeErrorReport(output: exchange.output, places: places)
            let stopped: EvaluationOutcome = if let signal = LLDBDiagnostics.signal(in: message) {
                .crashed(signal: signal, runtimeMessage: report.message)
            } else {
                // LLDB stopped it at the time limit the input gave it.
                .timedOut(seconds: timeout)
            }
            return EvaluationResult(inputNumber: number, outcome: stopped, output: report.output, timing: timing)
        case .compiled?:
            inMemoryCompiler.hasDeclarations = true
            inMemoryCompiler.compiled(source)
            let declaredNames = keep(plan, input: input)
            let ran = outcome(of: exchange, places: places)
            results.record(ran.presentations)
            let warnings = rendered(lldbDiagnostics: compilation?.message ?? "", input: input, places: places, compilationFailed: false)
            return EvaluationResult(
                inputNumber: number, outcome: ran.outcome, declaredNames: declaredNames, presentations: ran.presentations,
                output: ran.output, diagnostics: warnings ?? "", timing: timing)
        }
    }

    /// LLDB's diagnostics (``LLDBDiagnostics``) shown as the frontend's are; `nil` when none of
    /// them is at a place in the learner's inputs.
    private func rendered(lldbDiagnostics message: String, input: String, places: InputPlaces, compilationFailed: Bool) -> String? {
        let diagnostics = LLDBDiagnostics.parse(message)
        guard diagnostics.contains(where: { InputDiagnosticReport.inputNumber(of: $0.location) != nil }) else { return nil }
        var sources = inputTexts
        sources[places.current] = input
        return InputDiagnosticReport(diagnostics, sources: sources, places: places).rendered(compilationFailed: compilationFailed)
    }

    /// Declares `names` again in LLDB as unavailable, saying why, so that a use of a variable LLDB
    /// made for an input that failed, or could not make again, is an error that says so.
    private func hide(_ names: [String], because reason: String, in evaluator: EvaluatorProcess) {
        guard !names.isEmpty else { return }
        // The reason may quote the runtime's message: written as a string literal's text.
        let literal = reason.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: " ")
        let source = names.map { "@available(*, unavailable, message: \"\(literal)\") var \($0): Never { fatalError() }\n" }.joined()
        _ = compileInMemory(source, in: evaluator)
    }

    /// Has the evaluator's in-memory compiler compile `source`, its top-level code given the
    /// input's timeout, and run the entry it registers; the compile itself may take up to two
    /// minutes (a new debugger builds LLDB's module cache), and `compiled` hears how it went.
    private func compileInMemory(
        _ source: String, in evaluator: EvaluatorProcess, compiled: (InMemoryCompilation) -> Void = { _ in }
    ) -> EvaluatorProcess.Exchange {
        evaluator.exchange(
            .runInMemory(InMemoryInput(seconds: Int(timeout.rounded(.up)), source: source)),
            timeout: timeout, compileSeconds: max(120, timeout), interrupter: interrupter, compiled: compiled)
    }

    /// Gives a new evaluator's in-memory compiler the kept declarations, before the input that
    /// needs them. LLDB runs a variable's initializer as it declares it, where the frontend runs
    /// it when the variable is first used; one that cannot run again (it opens a file made by a
    /// statement since forgotten) must not keep every later input from compiling, so when the
    /// declarations fail together they are given one by one, and those that fail are left out.
    private func resubmit(_ kept: [SessionDeclaration], to evaluator: EvaluatorProcess) {
        /// The runtime's message from the last declaration whose initial value failed.
        var failure: String?
        /// Whether the declarations compiled; `nil` when the evaluator ended meanwhile.
        func submit(_ declarations: [SessionDeclaration], to evaluator: EvaluatorProcess) -> Bool? {
            let source = InMemorySource(
                resubmitted: declarations, own: [], keptTypeNames: inMemoryCompiler.typeNames, submission: inMemoryCompiler.nextSubmission(), items: [],
                previews: FilePreviews(source: ""), inputNumber: nextInputNumber, results: results)
            var result: InMemoryCompilation.Result?
            let exchange = compileInMemory(source.text, in: evaluator) { result = $0.result }
            // Code LLDB stopped leaves an evaluator that does not outlive it.
            guard case .replied = exchange, result != .stopped else {
                failure = RuntimeErrorReport(output: exchange.output, places: InputPlaces(current: 0, keeping: kept)).message
                return nil
            }
            if result == .compiled { inMemoryCompiler.compiled(source) }
            return result == .compiled
        }
        // However it went, this evaluator has every declaration that could be given (a new one
        // started below begins without them).
        defer { inMemoryCompiler.hasDeclarations = true }
        guard !kept.isEmpty else { return }
        // One by one, in order, when together they fail; an initializer that crashes is left
        // out, and a new evaluator (the one it ran in is replaced, as after any crash) gets
        // those taken so far.
        var current: EvaluatorProcess?
        switch submit(kept, to: evaluator) {
        case true?: return
        case false?: current = evaluator
        case nil: current = nil
        }
        var taken: [SessionDeclaration] = []
        var reasons: [String: String] = [:]
        for declaration in kept {
            if current == nil {
                self.evaluator = nil
                startEvaluatorIfNeeded()
                current = self.evaluator
                if let fresh = current, !taken.isEmpty, submit(taken, to: fresh) == nil { current = nil }
            }
            guard let evaluator = current else { break }
            failure = nil
            switch submit([declaration], to: evaluator) {
            case true?: taken.append(declaration)
            case false?: break
            case nil:
                current = nil
                for name in declaration.declaration.key.names { reasons[name] = failure }
            }
        }
        if current == nil {
            self.evaluator = nil
            startEvaluatorIfNeeded()
            if let fresh = self.evaluator, !taken.isEmpty { _ = submit(taken, to: fresh) }
        }
        let lost = kept.filter { !taken.contains($0) }
        if let fresh = self.evaluator {
            for name in lost.flatMap(\.declaration.key.names) {
                let reason = "its initial value could not be computed again when the evaluator started again after a crash"
                hide([name], because: reason + (reasons[name].map { " (\($0))" } ?? ""), in: fresh)
            }
        }
    }
}

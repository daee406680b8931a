import LearnerProcesses
import LearnerPrograms
import EvaluatorProtocol
import Foundation
import ScenarioRecords
import ProcessLimits

/// A REPL session: the declarations a learner has typed, and the evaluator process that runs
/// their code.
///
/// Every input is compiled, with the installed toolchain in Swift 5 mode, into a shared library
/// of its own with an entry function that runs the input's statements and shows the values of
/// its expressions. An input that declares something compiles every declaration the session
/// keeps with its own, and its library becomes the session library; an input that declares
/// nothing imports that library instead (``SessionLibrary``). A long-lived child process,
/// `learn-evaluator`, loads the library and calls the entry function, so learner code never
/// runs in the REPL's process. A crash, a hang past ``timeout`` or an ``interrupt()`` kills
/// only the evaluator; the session starts a new one with the same settings, and nothing is
/// lost, because the next library loads the session library again.
///
/// With `compilesInMemory` (``InMemoryEngine``, the default unless `LEARN_REPL_COMPILER=frontend`),
/// the evaluator's own `learn-debugger` compiles each input in memory instead
/// (``InMemorySource``), and a new evaluator is given the kept declarations again; what the
/// learner sees is the same but for what `docs/deviations.md` lists.
///
/// ```swift
/// let session = try ReplSession()
/// session.evaluate("struct Badge: View { var body: some View { Text(\"New\").padding() } }")
/// let result = session.evaluate("Badge()")
/// print(result.picture ?? "")
/// ```
///
/// Declarations:
/// - Declaring a type, function or variable again under the same name replaces the earlier
///   declaration, which moves to the new one's place at the end; so fixing a struct is typing
///   it again. An extension replaces an earlier extension of the same type that declared one
///   of its members (see ``DeclarationKey``). A declaration is kept only if its input compiled:
///   a redeclaration with an error leaves the earlier one in place.
/// - Top-level `let`s and `var`s are initialized when the input that declares them runs, and
///   keep their values from input to input, as in Swift's REPL (`var count = 0`, then
///   `count += 1`, then `count` shows 1). Declaring one again starts it from its new
///   initializer; so does a crash, which restarts the evaluator.
///
/// Use a session from one thread at a time; only ``interrupt()`` (and ``interrupter``) may be
/// called from anywhere, including a signal handler.
package final class ReplSession {
    /// The seconds an input's code may run before it is stopped; 10 by default.
    package var timeout: Double
    /// What the evaluator may use (its processor time is the ``timeout`` of each input);
    /// a change applies from the next start of the evaluator.
    package var limits: ResourceLimits = .evaluator
    /// How views are presented; change it with ``configure(_:)``.
    package private(set) var settings: PresentationSettings
    /// The declarations the session keeps, in the order they are compiled.
    package private(set) var declarations: [SessionDeclaration] = []
    /// The number the next input gets. Numbers are never reused, not even after ``reset()``,
    /// so that a message naming `input 3` is never ambiguous.
    package private(set) var nextInputNumber = 1
    /// Stops the running evaluation; safe to use from another thread or a signal handler.
    package let interrupter: EvaluationInterrupter
    /// How inputs are compiled, in words (for `learn doctor`): in memory by LLDB, or directly by
    /// the frontend and linker, or by `swiftc`, and why.
    package var compilationSummary: String {
        if inMemory != nil { return "in memory, by LLDB's compiler in `learn-debugger`" }
        return compiler.builder.summary + (inMemoryAbsence.map { " (not in memory: \($0))" } ?? "")
    }

    private let compiler: SnippetCompiler
    private let evaluatorExecutable: String
    private let workspace: Workspace
    /// The text of every input that a kept declaration came from, for diagnostics.
    var inputTexts: [Int: String] = [:]
    /// The values printed as `$R0`, `$R1`, … that later inputs may use.
    var results = SessionResults()
    /// The library holding ``declarations``, for inputs that declare nothing to import.
    private var sessionLibrary: SessionLibrary?
    var evaluator: EvaluatorProcess?
    /// Why the evaluator could not be started the last time it was tried.
    var evaluatorStartError: EvaluatorError?
    private var warmUp: CompilerWarmUp?
    /// LLDB's in-memory compiler, when the session uses it (issue 28); else each input is
    /// compiled by the frontend into a library of its own.
    var inMemory: InMemoryEngine?
    /// Why the session does not compile in memory, when it does not.
    var inMemoryAbsence: String?
    /// Said with the next input: that the in-memory compiler was asked for and cannot be used.
    private var fallbackNotice: String?
    /// What the running evaluator's in-memory compiler has been given.
    var inMemoryCompiler = InMemoryCompilerState()

    /// A session that compiles with `toolchain` against `runtime`, running code in the
    /// `learn-evaluator` executable at `evaluator`. Nothing is started until code needs to run.
    package init(
        toolchain: Toolchain,
        runtime: RuntimeLocation,
        evaluator: String,
        settings: PresentationSettings = PresentationSettings(),
        timeout: Double = 10,
        compilesInMemory: Bool = false
    ) throws {
        let snippetSupport = "Modules/SnippetSupport.swiftmodule"
        guard FileManager.default.fileExists(atPath: runtime.directory + "/" + snippetSupport) else {
            throw RuntimeLocationError.missing([snippetSupport], directory: runtime.directory, fromEnvironment: false)
        }
        compiler = SnippetCompiler(toolchain: toolchain, runtime: runtime)
        evaluatorExecutable = evaluator
        workspace = try Workspace(prefix: "learn-repl")
        interrupter = try EvaluationInterrupter()
        self.settings = settings
        self.timeout = timeout
        if !compilesInMemory {
            inMemoryAbsence = "LEARN_REPL_COMPILER=frontend"
        } else {
            switch InMemoryEngine.locate(toolchain: toolchain, runtime: runtime, evaluator: evaluator) {
            case .success(let engine):
                inMemory = engine
                // Written once per toolchain, beside the first debugger's start.
                Thread { engine.keepPythonBytecode() }.start()
            case .failure(let reason):
                inMemoryAbsence = reason.description
                fallbackNotice = InMemoryEngine.fallbackNote(reason.description)
            }
        }
    }

    /// A session using the `swiftc` on PATH, the runtime next to the running executable (or
    /// in `$LEARN_RUNTIME_DIR`) and the evaluator next to it (or at `$LEARN_EVALUATOR`),
    /// compiling in memory where LLDB can when `compilesInMemory` (``InMemoryEngine``).
    /// - Throws: ``ToolchainError``, ``RuntimeLocationError`` or ``EvaluatorError`` saying
    ///   what is missing.
    package convenience init(
        settings: PresentationSettings = PresentationSettings(), timeout: Double = 10,
        compilesInMemory: Bool = InMemoryEngine.isChosen()
    ) throws {
        let runtime = try RuntimeLocation.locate()
        try self.init(
            toolchain: try Toolchain.locate(),
            runtime: runtime,
            evaluator: try EvaluatorLocation.locate(runtime: runtime),
            settings: settings,
            timeout: timeout,
            compilesInMemory: compilesInMemory
        )
    }

    /// Compiles with `engine` from the next evaluator on (for tests that give it one that fails).
    func compile(with engine: InMemoryEngine) {
        inMemory = engine
        evaluator = nil
    }

    /// Starts filling the compiler's caches in the background (``CompilerWarmUp``), so the
    /// first input is as quick as the rest; for a session whose first input is not typed at once.
    package func warmUpCompiler() {
        // The in-memory compiler loads the runtime's modules as the evaluator starts.
        if inMemory != nil { return startEvaluatorIfNeeded() }
        if warmUp == nil { warmUp = CompilerWarmUp(compiler: compiler) }
    }

    /// Evaluates one input: compiles it with the session's declarations, keeps its
    /// declarations if it compiled, and runs its code in the evaluator if it has any.
    ///
    /// Blank input (nothing but whitespace and comments) does nothing and takes no number.
    @discardableResult
    package func evaluate(_ input: String) -> EvaluationResult {
        let classified = SwiftInput.classify(input)
        guard !classified.isBlank else {
            return EvaluationResult(
                inputNumber: nextInputNumber, outcome: .succeeded, timing: EvaluationTiming(compile: .zero, run: .zero))
        }
        let number = nextInputNumber
        nextInputNumber += 1
        let gone = results.lostValues(usedBy: input)
        guard gone.isEmpty else {
            let names = gone.map { "$R\($0)" }.joined(separator: ", ")
            return EvaluationResult(
                inputNumber: number,
                outcome: .couldNotEvaluate("\(names) \(gone.count == 1 ? "is" : "are") gone: values printed before code crashed or was "
                    + "stopped are not kept; keep a value you need in a variable (`let total = $R0`)"),
                timing: EvaluationTiming(compile: .zero, run: .zero))
        }
        // An interrupt meant for an earlier evaluation must not stop this one.
        _ = interrupter.takeRequest()
        let plan = SnippetPlan(
            input: classified, number: number, keeping: declarations, sessionLibrary: sessionLibrary, results: results)
        if inMemory != nil {
            return evaluateInMemory(plan, input: input, classified: classified)
        }
        defer { fallbackNotice = nil }
        return evaluateWithFrontend(plan, input: input, notice: fallbackNotice ?? "")
    }

    /// Compiles the input's library with the frontend and runs it in the evaluator.
    func evaluateWithFrontend(_ plan: SnippetPlan, input: String, notice: String = "") -> EvaluationResult {
        let number = plan.source.inputNumber
        if plan.runs { startEvaluatorIfNeeded() }

        let clock = ContinuousClock()
        let compileStart = clock.now
        let compiled = compile(plan, input: input)
        let compileTime = clock.now - compileStart
        let library: String
        let diagnostics: String
        switch compiled {
        case .stopped(let outcome, let stopDiagnostics):
            return EvaluationResult(
                inputNumber: number, outcome: outcome, diagnostics: notice + stopDiagnostics,
                timing: EvaluationTiming(compile: compileTime, run: .zero))
        case .built(let built, let warnings):
            (library, diagnostics) = (built, notice + warnings)
        }

        let declaredNames = keep(plan, input: input)
        if plan.buildsSessionLibrary {
            sessionLibrary = SessionLibrary(module: plan.source.moduleName, library: library, moduleDirectory: workspace.path)
        } else if !plan.newDeclarations.isEmpty {
            sessionLibrary = nil
        }
        guard plan.runs else {
            return EvaluationResult(
                inputNumber: number, outcome: .succeeded, declaredNames: declaredNames,
                diagnostics: diagnostics, timing: EvaluationTiming(compile: compileTime, run: .zero))
        }

        let runStart = clock.now
        let ran = run(library: library, places: InputPlaces(current: number, keeping: declarations))
        results.record(ran.presentations)
        return EvaluationResult(
            inputNumber: number,
            outcome: ran.outcome,
            declaredNames: declaredNames,
            presentations: ran.presentations,
            output: ran.output,
            diagnostics: diagnostics,
            timing: EvaluationTiming(compile: compileTime, run: clock.now - runStart)
        )
    }

    /// Keeps the declarations of an input that compiled, and the texts of the inputs they came
    /// from; returns the names it declared, for the learner.
    func keep(_ plan: SnippetPlan, input: String) -> [String] {
        declarations = plan.declarations
        let kept = Set(declarations.map(\.inputNumber))
        inputTexts[plan.source.inputNumber] = input
        inputTexts = inputTexts.filter { kept.contains($0.key) }
        // An import is no declaration a learner made (`:load` of a file that starts with
        // `import SwiftUI` said "Declared import SwiftUI"); every file has one.
        return plan.newDeclarations.map(\.declaration.key).filter {
            if case .module = $0 { false } else { true }
        }.map(\.displayName)
    }

    /// Applies new presentation settings, to the next views and to the last one shown.
    /// - Returns: the last view's picture under the new settings, ``ViewAnswer/noView`` if no
    ///   view has been shown, or what went wrong re-drawing it.
    @discardableResult
    package func configure(_ settings: PresentationSettings) -> ViewAnswer {
        self.settings = settings
        // A new evaluator gets the settings when it starts, and has no last view.
        guard evaluator != nil else { return .noView }
        return askAboutLastView(.configure(settings)) { reply in
            PresentationRecords(reply.payload).picture.map(ViewAnswer.text) ?? .noView
        }
    }

    /// The layout trace of the last view shown: each view with the proposals it received and
    /// the sizes it answered, in the order the layout asked (`TerminalHost.layoutTrace()`).
    package func explain() -> ViewAnswer {
        guard evaluator != nil else { return .noView }
        return askAboutLastView(.explain) { .text($0.text) }
    }

    /// A chart of one property of a view over the last animation shown as a film strip.
    package func plot(_ request: PlotRequest) -> ViewAnswer {
        guard evaluator != nil else { return .noView }
        return askAboutLastView(.plot(request)) { .text($0.text) }
    }

    /// The moments of the last animation shown as a film strip, for a replay.
    package func lastMotion() -> Result<[AnimationMoments.Moment], MotionUnavailable> {
        guard evaluator != nil else { return .failure(MotionUnavailable(reason: "No animation has been shown yet: tap something that animates first.")) }
        var moments: [AnimationMoments.Moment] = []
        switch askAboutLastView(.motion, answer: { reply in
            moments = AnimationMoments(payload: reply.payload).moments
            return .text("")
        }) {
        case .text:
            return .success(moments)
        case .noView: return .failure(MotionUnavailable(reason: "No view has been drawn yet in this session."))
        case .failed(let message): return .failure(MotionUnavailable(reason: message))
        }
    }

    /// Why there is no animation to replay.
    package struct MotionUnavailable: Error {
        package let reason: String
    }

    /// The frames of the last view shown, as an indented tree of its views, in the root
    /// view's coordinate space.
    package func tree() -> ViewAnswer {
        guard evaluator != nil else { return .noView }
        return askAboutLastView(.tree) { .text($0.text) }
    }

    /// Does `interaction` to the last view shown, as a person would (a tap on a button, a new
    /// value for a slider, time passing on the virtual clock), and answers with its new picture,
    /// the views whose body ran and what the code printed meanwhile.
    package func perform(_ interaction: ScenarioInteraction) -> InteractionResult {
        guard evaluator != nil else { return InteractionResult(answer: .noView) }
        var bodyEvaluations: [String] = []
        let (answer, output) = exchangeAboutLastView(.interact(interaction)) { reply in
            let records = PresentationRecords(reply.payload)
            bodyEvaluations = records.bodyEvaluations
            return records.picture.map(ViewAnswer.text) ?? .noView
        }
        return InteractionResult(answer: answer, bodyEvaluations: bodyEvaluations, output: output)
    }

    /// Shows the last view full-screen on the terminal, with the state it has, to be used with
    /// the keyboard until q or Esc (as `learn run --live` does); answers with its picture
    /// afterwards. Its state lives on for the next questions and interactions.
    package func showLive() -> ViewAnswer {
        exchangeAboutLastView(.live, lendingTerminal: true) { PresentationRecords($0.payload).picture.map(ViewAnswer.text) ?? .noView }.answer
    }

    /// Stops the running evaluation, if there is one: the compiler, or the evaluator and
    /// everything the learner's code started. Safe to call from another thread or a signal
    /// handler; the evaluation then ends as ``EvaluationOutcome/interrupted``.
    package func interrupt() {
        interrupter.interrupt()
    }

    /// Evaluates a whole file as one input that replaces every earlier declaration, keeping
    /// the evaluator running: `learn preview` draws a file again each time it is saved.
    @discardableResult
    package func evaluate(wholeFile text: String) -> EvaluationResult {
        declarations = []
        sessionLibrary = nil
        inputTexts = [:]
        return evaluate(text)
    }

    /// Forgets every declaration and stops the evaluator (with every library it loaded and
    /// the last view); the next code that runs starts a fresh one.
    package func reset() {
        declarations = []
        sessionLibrary = nil
        inputTexts = [:]
        results.forgetValues()
        evaluator = nil
    }

    /// The kept declarations as one Swift file, imports first, for saving the session.
    package var declarationsFile: String {
        let imports = declarations.filter { $0.declaration.kind == .import }
        let others = declarations.filter { $0.declaration.kind != .import }
        var header = imports.map(\.text)
        if !imports.contains(where: { $0.declaration.key == .module("SwiftUI") }) {
            header.insert("import SwiftUI", at: 0)
        }
        return ([header.joined(separator: "\n")] + others.map(\.text)).joined(separator: "\n\n") + "\n"
    }

    // MARK: Compiling

    /// What came of compiling an input.
    private enum Compiled {
        /// The library was built; `diagnostics` holds the input's warnings, rendered.
        case built(library: String, diagnostics: String)
        /// The evaluation ends here: the input did not compile, or the compiler was stopped.
        case stopped(EvaluationOutcome, diagnostics: String)
    }

    private func compile(_ plan: SnippetPlan, input: String) -> Compiled {
        let compilation: SnippetCompiler.Compilation
        do {
            compilation = try compiler.compile(plan, in: workspace) { [interrupter] in
                // An interrupt is the learner's Ctrl-C, whatever thread it came from.
                interrupter.takeRequest() ? SIGINT : nil
            }
        } catch {
            return .stopped(.couldNotEvaluate(String(describing: error)), diagnostics: "")
        }
        let number = plan.source.inputNumber
        var sources = inputTexts
        sources[number] = input
        let places = InputPlaces(current: number, keeping: plan.declarations)
        switch compilation {
        case .interrupted:
            return .stopped(.interrupted, diagnostics: "")
        case .failed(let diagnostics):
            let report = InputDiagnosticReport(diagnostics, sources: sources, places: places)
            return .stopped(.didNotCompile, diagnostics: report.rendered(compilationFailed: true))
        case .succeeded(let library, let diagnostics):
            let report = InputDiagnosticReport(diagnostics, sources: sources, places: places)
            return .built(library: library, diagnostics: report.rendered(compilationFailed: false))
        }
    }

    // MARK: The evaluator

    /// Starts the evaluator if none is running. It loads the runtime while the input
    /// compiles; if it cannot start, the run reports why.
    func startEvaluatorIfNeeded() {
        guard evaluator == nil else { return }
        do {
            inMemoryCompiler.reset()
            var sandbox = Sandbox(readable: [compiler.runtime.directory, workspace.path], network: .shared, workingDirectory: workspace.path)
            var limits = limits
            if let inMemory {
                sandbox.readable += inMemory.readable
                sandbox.writable += inMemory.writable
                sandbox.placed.append((inMemory.macroPlugin, InMemoryEngine.macroPluginInside))
                // LLDB, its compiler and its threads live beside the learner's code, in the same
                // limits; what they take is added, and the learner's own limit is what a message names.
                limits.memoryBytes += InMemoryEngine.debuggerShare.memoryBytes
                limits.processes += InMemoryEngine.debuggerShare.processes
            }
            evaluator = try EvaluatorProcess(
                executable: evaluatorExecutable,
                runtimeLibrary: compiler.runtime.library,
                settings: settings,
                limits: limits,
                sandbox: sandbox,
                debugger: inMemory?.debuggerCommand ?? []
            )
            evaluatorStartError = nil
        } catch {
            evaluatorStartError = error
        }
    }

    /// What running a library gave.
    struct Run {
        var outcome: EvaluationOutcome
        var presentations: [Presentation] = []
        var output = ""
    }

    private func run(library: String, places: InputPlaces) -> Run {
        startEvaluatorIfNeeded()
        guard let evaluator else {
            let reason = evaluatorStartError.map(String.init(describing:)) ?? "the evaluator could not be started"
            return Run(outcome: .couldNotEvaluate(reason))
        }
        return outcome(of: evaluator.exchange(.run(library: library), timeout: timeout, interrupter: interrupter), places: places)
    }

    /// What running an input's code gave, from the evaluator's answer; an evaluator that died
    /// or was stopped is replaced.
    func outcome(of exchange: EvaluatorProcess.Exchange, places: InputPlaces) -> Run {
        switch exchange {
        case .replied(let reply, let output) where reply.status == .done:
            let records = PresentationRecords(reply.payload)
            let outcome = records.uncaughtError.map(EvaluationOutcome.threwError) ?? .succeeded
            return Run(outcome: outcome, presentations: records.presentations, output: output)
        case .replied(let reply, let output):
            return Run(outcome: .couldNotEvaluate(reply.text), output: output)
        case .ended(.signaled(let signal), let output):
            restartEvaluator()
            let report = RuntimeErrorReport(output: output, places: places)
            return Run(outcome: .crashed(signal: signal, runtimeMessage: report.message), output: report.output)
        case .ended(.exited(let status), let output):
            restartEvaluator()
            return Run(outcome: .exited(status: status), output: RuntimeErrorReport(output: output, places: places).output)
        case .ended(.exceeded(let limit), let output):
            // No crash message to look for: reading a flood of output for one would take long.
            restartEvaluator()
            return Run(outcome: .exceeded(learners(limit)), output: output)
        case .timedOut(let output):
            restartEvaluator()
            return Run(outcome: .timedOut(seconds: timeout), output: output)
        case .interrupted(let output):
            restartEvaluator()
            return Run(outcome: .interrupted, output: output)
        }
    }

    /// Asks the evaluator about the last view; `answer` reads a successful reply.
    private func askAboutLastView(_ request: EvaluatorRequest, answer: (EvaluatorReply) -> ViewAnswer) -> ViewAnswer {
        exchangeAboutLastView(request, answer: answer).answer
    }

    /// Asks the evaluator about the last view; `answer` reads a successful reply, a failed one
    /// says why in its text. Also returns what the code printed meanwhile.
    private func exchangeAboutLastView(
        _ request: EvaluatorRequest, lendingTerminal: Bool = false, answer: (EvaluatorReply) -> ViewAnswer
    ) -> (answer: ViewAnswer, output: String) {
        guard let evaluator else { return (.noView, "") }
        _ = interrupter.takeRequest()
        let exchange = lendingTerminal
            ? evaluator.exchangeLendingTerminal(request, interrupter: interrupter)
            : evaluator.exchange(request, timeout: timeout, interrupter: interrupter)
        switch exchange {
        case .replied(let reply, let output):
            switch reply.status {
            case .done: return (answer(reply), output)
            case .failed, .compiled: return (.failed(reply.text), output)
            case .noView: return (.noView, output)
            }
        case .ended(let termination, let output):
            restartEvaluator()
            // The view's code may be in any input; none is the one being evaluated.
            let report = RuntimeErrorReport(output: output, places: InputPlaces(current: 0, keeping: declarations))
            let reason = switch termination {
            case .signaled(let signal):
                "the view's code crashed (\(SignalDescription.name(of: signal)))" + (report.message.map { ": \($0)" } ?? "")
            case .exited(let status):
                "the view's code ended the evaluator by calling exit(\(status))"
            case .exceeded(let limit):
                "stopped the view's code: it \(learners(limit))"
            }
            return (.failed(reason), report.output)
        case .timedOut(let output):
            restartEvaluator()
            return (.failed("stopped the view's code after \(timeout.secondsText) s: it was still running"), output)
        case .interrupted(let output):
            restartEvaluator()
            return (.failed("stopped the view's code: interrupted"), output)
        }
    }

    /// The learner's own limit for one that the evaluator went over: in memory, the debugger's
    /// share was added to the limits it ran under.
    private func learners(_ limit: ResourceLimit) -> ResourceLimit {
        switch limit {
        case .memory: .memory(bytes: limits.memoryBytes)
        case .processes: .processes(count: limits.processes)
        default: limit
        }
    }

    /// Replaces a dead evaluator at once, so that it is ready for the next input; the new
    /// one starts with the session's settings.
    func restartEvaluator() {
        evaluator = nil
        results.loseValues()
        startEvaluatorIfNeeded()
    }
}

import Foundation
import XCTest

/// The REPL driven through a pipe, as a grader or a script drives it.
final class ScriptedREPLTests: XCTestCase {
    private var session: ScriptedSession!

    override func setUpWithError() throws {
        session = try ScriptedSession()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: session.home)
    }

    func testPipedSessionHasNoPromptsOrEscapesAndEndsAtEndOfInput() throws {
        let result = try session.run(["chapter4"], input: ["Color.blue.frame(width: 16, height: 32)"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertFalse(result.output.contains("\u{1B}"))
        XCTAssertFalse(result.output.contains("learn 4.1 480×160>"))
        XCTAssertTrue(result.output.contains("Proposing and reporting sizes"), "starts at the first step")
        XCTAssertTrue(result.output.hasSuffix("██\n██\n"), result.output)
    }

    /// A crash stops only the evaluator: the message says what happened, and the next input still
    /// sees the declarations made before the crash.
    func testCrashRecoveryKeepsDeclarations() throws {
        let result = try session.run(["chapter4"], input: [
            "struct Badge: View { var body: some View { Text(\"new\") } }",
            "[1, 2, 3][7]",
            "Badge()",
        ])
        XCTAssertTrue(result.errors.contains("the code crashed") && result.errors.contains("Index out of range"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("new\n"), result.output)
    }

    /// A file's usual shape pasted at the prompt: a view whose body uses `Child`, declared after
    /// it. The declarations arrive together and are one input, so they see each other as in a
    /// file (Swift resolves top-level names regardless of order); the expression after them is
    /// an input of its own and draws.
    func testAPastedFileOfDeclarationsIsOneInputInAnyOrder() throws {
        let result = try session.run(["chapter4"], input: [
            "struct Counter: View {",
            "    var body: some View { Child(label: \"pasted\") }",
            "}",
            "",
            "struct Child: View {",
            "    let label: String",
            "    var body: some View { Text(label) }",
            "}",
            "Counter()",
        ])
        XCTAssertFalse(result.errors.contains("cannot find 'Child' in scope"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("pasted\n"), result.output)
    }

    /// An app file from Xcode's template pasted at the prompt, `@main` on its own line: the
    /// attribute waits for its declaration, the app is declared, and an app value is shown as
    /// its screen, with its scene active (the app's `.onChange(of: scenePhase)` prints).
    func testAPastedAppIsDeclaredAndShownAsItsScreen() throws {
        let result = try session.run(["chapter4"], input: [
            "import SwiftUI",
            "",
            "@main",
            "struct ShelfApp: App {",
            "    @Environment(\\.scenePhase) private var scenePhase",
            "    var body: some Scene {",
            "        WindowGroup {",
            "            Text(\"On the shelf\")",
            "        }",
            "        .onChange(of: scenePhase) { print(\"scene \\(scenePhase)\") }",
            "    }",
            "}",
            "ShelfApp()",
        ])
        XCTAssertFalse(result.errors.contains("error"), result.errors)
        XCTAssertTrue(result.output.contains("Declared ShelfApp."), result.output)
        XCTAssertTrue(result.output.hasSuffix("scene active\nOn the shelf\n"), result.output)
    }

    /// The prompt starts with `learn`, so learners type learn's shell commands at it; Swift's
    /// "cannot find 'learn' in scope" would not help, and `:chapter N` does what they meant.
    func testALearnShellCommandAtThePromptIsAnsweredWithTheREPLCommand() throws {
        let result = try session.run(["chapter4"], input: ["learn chapter2", "learn check badge", ":chapter 2", ":chapter 9"])
        XCTAssertTrue(result.errors.contains("`learn chapter2` is a command for your shell, not Swift. Here, `:chapter 2` opens chapter 2"), result.errors)
        XCTAssertTrue(result.errors.contains("Here, `:check badge` checks your solution"), result.errors)
        XCTAssertFalse(result.errors.contains("cannot find 'learn' in scope"), result.errors)
        XCTAssertTrue(result.output.contains("Chapter 2 ·"), "`:chapter 2` opens chapter 2: \(result.output)")
        XCTAssertTrue(result.errors.contains("Give a chapter number from 1 to 6: :chapter 4"), result.errors)
    }

    /// Chapter 4 step 2 is about the proposals a parent can make: zero, nil (the view's ideal
    /// size) and infinity in either dimension (`ProposedViewSize.zero`, `.unspecified`,
    /// `.infinity` in Apple's documentation); the learner can make each at the root.
    func testSizeProposesZeroNilAndInfinityAtTheRoot() throws {
        let result = try session.run(["chapter4"], input: [
            ":size 0x160", "Color.red", ":explain",
            ":size nilxnil", "Color.red", ":explain",
            ":size ∞x32", "Color.red", ":explain",
            ":size nil×32", ":size",
            ":size -1x3",
        ])
        XCTAssertTrue(result.output.contains("Color.red  proposed 0×160  →  0×160"), result.output)
        // Unspecified, a Color takes 10×10: `ProposedViewSize.replacingUnspecifiedDimensions(by:)`
        // defaults to `CGSize(width: 10, height: 10)` (Apple's documentation).
        XCTAssertTrue(result.output.contains("Color.red  proposed nil×nil  →  10×10"), result.output)
        XCTAssertTrue(result.output.contains("Color.red  proposed ∞×32  →  ∞×32"), result.output)
        XCTAssertTrue(result.output.contains("Views are proposed nil×32 points (nil×2 cells)."), result.output)
        XCTAssertTrue(result.errors.contains("Give a size in points (nil for none, ∞ for infinity)"), result.errors)
    }

    /// A chapter is finished when its steps are read and its exercises pass: `:next` on the last
    /// step counts it as read (it stayed "10 of 11 steps done"), says what is left, and says the
    /// chapter is finished once nothing is; `learn list` shows the same.
    func testAChapterIsFinishedWhenItsStepsAreReadAndItsExercisesPass() throws {
        // Chapter 1 with one of its exercises, so that passing them all takes one check (and chapter
        // 2, which the message names next).
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let course = session.home.appendingPathComponent("course")
        for part in ["Lessons/chapter1", "Lessons/chapter2", "Exercises/chapter1/price-sticker", "Solutions/chapter1/price-sticker.swift"] {
            let target = course.appendingPathComponent(part)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: package.appendingPathComponent(part), to: target)
        }
        let environment = ["LEARN_COURSE_DIR": course.path]
        let steps = Array(repeating: ":next", count: 10)
        let unfinished = try session.run(["chapter1"], input: [":goto 11", ":next"], environment: environment)
        XCTAssertTrue(unfinished.output.contains("That was the last step of chapter 1. To finish it: steps 2, 3, 4, 5, 6, 7, 8, 9, 10 (:goto N); and the exercise price-sticker"), unfinished.output)
        let listed = try session.run(["list"], input: [], environment: environment)
        // Step 1 was read when :goto left it, step 11 by :next.
        XCTAssertTrue(listed.output.contains("2 of 11 steps read, 0 of 1 exercises passed"), listed.output)

        // The reference solution passes, as the learner's own file.
        let copies = session.home.appendingPathComponent("learn-exercises")
        try FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: package.appendingPathComponent("Solutions/chapter1/price-sticker.swift"),
                                         to: copies.appendingPathComponent("price-sticker.swift"))
        let finished = try session.run(["chapter1"], input: [":goto 1"] + steps + [":check price-sticker", ":next"], environment: environment)
        XCTAssertTrue(finished.output.contains("Chapter 1 is finished. `:chapter 2` opens the next."), finished.output + finished.errors)
        let overview = try session.run(["list"], input: [], environment: environment).output
        XCTAssertTrue(overview.split(separator: "\n").contains { $0.contains("1  Overview") && $0.contains("finished ✓") }, overview)
    }

    /// Predict, then see: a block's expected output stays hidden until it is run or revealed, and
    /// a block with a question asks it first; the answer is checked, explained, and the block runs.
    func testExpectedOutputsWaitForThePredictionAndTheRun() throws {
        let result = try session.run(["chapter2"], input: [":goto 5", ":run 1", ":run 2", ":predict TeaTray", ":show", ":reveal 1"])
        let shows = result.output.components(separatedBy: "step 5 of 19")
        XCTAssertEqual(shows.count, 3, "shown by :goto and by :show: \(result.output)")
        guard shows.count == 3 else { return }
        let firstShow = shows[1].components(separatedBy: "Predict first")[0]
        // (The session's 60 columns break the line after `:reveal 1`.)
        XCTAssertTrue(firstShow.contains("gives: ? (predict it; :run 1 shows it, :reveal 1"), firstShow)
        XCTAssertFalse(firstShow.contains("Bodies that ran: CupGauge."), "the answer is not shown before it is asked for: \(firstShow)")
        XCTAssertTrue(firstShow.contains("Predict: The tray owns"), firstShow)
        // The explanation after the question waits for the answer too.
        let explanation = "yet its body did not run"
        XCTAssertFalse(firstShow.replacingOccurrences(of: "\n", with: " ").contains(explanation), firstShow)
        XCTAssertTrue(firstShow.contains("The step goes on once block 2 has run."), firstShow)
        XCTAssertTrue(result.output.contains("Predict first: The tray owns `cups`."), result.output)
        XCTAssertTrue(result.output.contains("✗ Not quite: you said TeaTray; it is CupGauge."), result.output)
        let answered = try XCTUnwrap(result.output.components(separatedBy: "✗ Not quite").last).replacingOccurrences(of: "\n", with: " ")
        XCTAssertTrue(answered.contains("Bodies that ran: CupGauge."), "the block ran after the answer: \(answered)")
        XCTAssertLessThan(try XCTUnwrap(answered.range(of: "Bodies that ran: CupGauge.")).lowerBound,
                          try XCTUnwrap(answered.range(of: explanation)).lowerBound, "then the step goes on: \(answered)")
        // Shown again, both blocks have been run: their expected outputs are shown.
        let shownAgain = shows[2]
        XCTAssertTrue(shownAgain.contains("    gives:\n"), shownAgain)
        XCTAssertFalse(shownAgain.contains("gives: ?"), shownAgain)
    }

    func testTimeoutStopsAnEndlessLoopAndTheSessionGoesOn() throws {
        let result = try session.run(["chapter4"], input: [
            ":timeout 1",
            "while true {}",
            "Text(\"still here\")",
        ])
        XCTAssertTrue(result.errors.contains("stopped the code after 1 s"), result.errors)
        XCTAssertTrue(result.errors.lowercased().contains("1 s") || result.errors.contains("stopped"), result.errors)
        XCTAssertTrue(result.output.hasSuffix("still here\n"), result.output)
    }

    func testRedeclaringReplacesAndCompileErrorsPointAtTheInput() throws {
        let result = try session.run(["chapter4"], input: [
            "struct Label2: View { var body: some View { Text(\"first version\") } }",
            "struct Label2: View { var body: some View { Text(\"second version\") } }",
            "Label2()",
            "Text(\"x\").paddin()",
        ])
        XCTAssertTrue(result.output.contains("second version\n"), result.output)
        XCTAssertFalse(result.output.contains("first version\n"))
        XCTAssertTrue(result.errors.contains("line 1, column 11: error: value of type 'Text' has no member 'paddin'"), result.errors)
        XCTAssertTrue(result.errors.contains("hint: Did you mean `padding`?"), result.errors)
        XCTAssertFalse(result.errors.contains("input 4"), "the prompt shows no input numbers")
        XCTAssertTrue(result.errors.contains("^"), result.errors)
        XCTAssertFalse(result.errors.contains("learn_snippet_run"), "no generated code in diagnostics")
    }

    /// What the learner reads about a mistake names only what they typed: Swift's own message
    /// for a wrong initial value (not the REPL's wrapper around it), no columns past their
    /// line, no input numbers; and a top-level `@State` gets a hint in plain words.
    func testMistakesAreReportedInTermsOfWhatWasTyped() throws {
        let result = try session.run(["chapter4"], input: [
            "let x: Int = \"hello\"",
            "@State var count = 0",
            "x",
        ])
        XCTAssertEqual(result.errors, """
            line 1, column 14: error: cannot convert value of type 'String' to specified type 'Int'
            let x: Int = "hello"
                         ^
            line 1, column 1: error: property wrappers are not yet supported in top-level code
            @State var count = 0
            ^
            hint: State lives in a view: declare `@State var count = 0` (and other property wrappers such as @Binding or @StateObject) inside a struct that conforms to View, and use it in its body. At the prompt, a plain `var count = 0` keeps its value from input to input.
            line 1, column 1: error: cannot find 'x' in scope
            x
            ^

            """)
    }

    /// As in Swift's REPL: each value printed gets the next `$R` number of the session, and
    /// later inputs use it by that name, in expressions and declarations, with its type; a
    /// name the session does not have, and a value lost to a crash, are explained.
    func testResultsAreNumberedOncePerSessionAndUsableLater() throws {
        let result = try session.run(["chapter4"], input: [
            "1 + 1",
            "\"a\"",
            "Text(\"a view takes no number\")",
            "$R0 + 1",
            "let ten = $R2 * 5",
            "ten",
            "$R1.count",
            "\"$R0 is text in a string\"",
            "let wrong: String = $R0",
            "$R9",
            "[1][3]",
            "$R0",
            "ten",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let values = result.output.split(separator: "\n").filter { $0.hasPrefix("$R") }
        XCTAssertEqual(values, [
            "$R0: Int = 2",
            "$R1: String = \"a\"",
            "$R2: Int = 3",
            "$R3: Int = 15",
            "$R4: Int = 1",
            "$R5: String = \"$R0 is text in a string\"",
        ])
        XCTAssertTrue(result.errors.contains("line 1, column 21: error: cannot convert value of type 'Int' to specified type 'String'"), result.errors)
        XCTAssertTrue(result.errors.contains("line 1, column 1: error: cannot find '$R9' in scope\n$R9\n^\nhint: $R0, $R1, … name the values printed so far"), result.errors)
        // The evaluator that held the values crashed: the value is gone, and it says so in
        // plain words, before anything runs; a declaration that used it says so when used.
        XCTAssertTrue(result.errors.contains("\ncould not evaluate the code: $R0 is gone: values printed before code crashed or was stopped are not kept"), result.errors)
        XCTAssertTrue(result.errors.contains("Fatal error: $R2 is gone"), result.errors)
        XCTAssertFalse(result.errors.contains("_R"), result.errors)
    }

    /// A picture taller than a terminal shows well, or wider than this one (60 columns here),
    /// is cut, and a note says so; one that fits is shown whole.
    func testPicturesAreCutToTheTerminalWithANote() throws {
        let result = try session.run(["chapter4"], input: [
            "VStack(spacing: 0) { ForEach(0..<1000) { i in Text(\"row \\(i)\") } }",
            "Color.red.frame(width: 1e9, height: 32)",
            "Text(\"fits\")",
        ])
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        // The rows are centred in the stack: " row 99" under "row 999".
        let rows = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(rows.contains("row 99") && !rows.contains("row 100"), result.output)
        XCTAssertTrue(result.output.contains("row 99\n(Cut to fit the terminal: only the picture's first 100 rows are shown."), result.output)
        XCTAssertTrue(result.output.contains("\n" + String(repeating: "█", count: 60) + "\n" + String(repeating: "█", count: 60)
            + "\n(Cut to fit the terminal: only the picture's first 60 columns are shown."), result.output)
        XCTAssertTrue(lines.allSatisfy { !$0.hasPrefix("█") || $0.count == 60 }, "no line wider than the terminal")
        XCTAssertTrue(result.output.hasSuffix("\nfits\n"), result.output)
    }

    func testNonViewValuesPrintWithTheirType() throws {
        let result = try session.run(["chapter4"], input: ["1 + 2"])
        XCTAssertTrue(result.output.contains("$R0: Int = 3"), result.output)
    }

    func testCommandsSizeDeclsSaveAndNavigationProgress() throws {
        let saved = session.home.appendingPathComponent("Session.swift").path
        let result = try session.run(["chapter4"], input: [
            "struct Box: View { var body: some View { Color.red } }",
            ":size 16x32",
            "Box()",
            ":decls",
            ":save \(saved)",
            ":next",
            ":nonsense",
        ])
        XCTAssertTrue(result.output.contains("██\n██\n"), result.output)
        XCTAssertTrue(result.output.contains("struct Box: View"))
        XCTAssertTrue(try String(contentsOfFile: saved, encoding: .utf8).contains("struct Box: View"))
        XCTAssertTrue(result.output.contains("Ideal, minimum and maximum"), "moved to step 2")
        XCTAssertTrue(result.errors.contains("There is no command :nonsense"))
        let progress = try String(contentsOf: session.dataDirectory.appendingPathComponent("progress.json"), encoding: .utf8)
        XCTAssertTrue(progress.contains("\"step\" : 2"), progress)
        let resumed = try session.run(["4"], input: [])
        XCTAssertTrue(resumed.output.contains("Ideal, minimum and maximum"), "resumes at the saved step")
    }

    func testRunBlockAndExplain() throws {
        let result = try session.run(["chapter", "4"], input: [":run 1", ":explain"])
        XCTAssertTrue(result.output.contains("Hello, World\n"), result.output)
        XCTAssertTrue(result.output.contains("Text(\"Hello, World\")  proposed 480×160  →  96×16"), result.output)
    }

    /// One proposal for everything: a typed view gets the step's size as `:run` does, `:size`
    /// changes it for `:run`, `:explain` and redraws alike, and a new step brings its own size.
    /// (Before, typed code got the terminal's width and no height, `:run` the step's size
    /// whatever `:size` said, and `:scheme` redrew at the terminal's width.)
    func testOneProposalForTypedCodeRunExplainAndRedraws() throws {
        let result = try session.run(["chapter4"], input: [
            ":size",
            #"Text("Hello, World")"#,
            ":explain",
            ":size 40x160",
            ":run 1",
            ":explain",
            ":scheme dark",
            ":size 16",
            ":next",
            ":size",
            ":size terminal",
            ":size",
        ], environment: ["COLUMNS": "50", "LINES": "24"])
        let output = result.output
        XCTAssertTrue(output.contains("Views are proposed 480×160 points (60×10 cells)."), output)
        XCTAssertTrue(output.contains(#"Text("Hello, World")  proposed 480×160  →  96×16"#), output)
        // Five columns: the text breaks inside its first word, drawn by :run and by :scheme alike.
        XCTAssertTrue(output.contains(#"Text("Hello, World")"# + "\nHello\n,\nWorld\n"), output)
        XCTAssertTrue(output.contains(#"Text("Hello, World")  proposed 40×160  →  40×48"#), output)
        XCTAssertTrue(output.contains("40×48\nHello\n,\nWorld\n"), "the dark scheme redraws at 40×160: \(output)")
        XCTAssertTrue(output.contains("Views are proposed 240×16 points (30×1 cells)."), "step 2's size: \(output)")
        XCTAssertTrue(output.contains("Views are proposed the terminal's size: 400×384 (50×24 cells)."), output)
        XCTAssertTrue(result.errors.contains("Give a size in points (nil for none, ∞ for infinity), or follow the terminal: :size 320x160, :size nilx160, :size terminal"), result.errors)
    }

    func testCorruptProgressIsReportedAndReplaced() throws {
        try FileManager.default.createDirectory(at: session.dataDirectory, withIntermediateDirectories: true)
        try Data("{broken".utf8).write(to: session.dataDirectory.appendingPathComponent("progress.json"))
        let result = try session.run(["chapter4"], input: [])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("could not be read"), result.errors)
    }

    /// `:tap` and its siblings use the last view as a person would, and say which bodies ran
    /// (the book's chapter 2 experiment with state in a subview).
    func testInteractionCommandsRedrawTheLastViewAndNameTheBodiesThatRan() throws {
        let result = try session.run(["chapter4"], input: [
            #"struct Tally: View { @State private var count = 0; var body: some View { Button("Tapped \(count)") { count += 1 } } }"#,
            #"struct Page: View { var body: some View { VStack(spacing: 0) { Text("Page"); Tally() } } }"#,
            "Page()",
            ":tap Tapped 0",
            #":tap "Tapped 1""#,
            ":set Tapped 2 3",
            ":set Volume",
        ])
        XCTAssertTrue(result.output.hasSuffix("""
              Page
            Tapped 0
              Page
            Tapped 1
            Bodies that ran: Tally.
              Page
            Tapped 2
            Bodies that ran: Tally.

            """), result.output)
        XCTAssertTrue(result.errors.contains(#"set "Tapped 2" to 3.0 could not be done: No slider or stepper named "Tapped 2" was found; "Tapped 2" is a button."#), result.errors)
        XCTAssertTrue(result.errors.contains("Use :set CONTROL VALUE, for example :set Volume 0.5"), result.errors)
    }

    /// `:scroll`, `:delete` and `:move` act on the last view's list as a person would, through
    /// the same interactions a scenario performs.
    func testListCommandsScrollDeleteAndMoveRows() throws {
        let result = try session.run(["chapter4"], input: [
            ":size 160x64",
            #"struct Names: View { @State var names = ["Ada", "Bo", "Cy", "Di"]; var body: some View { List { ForEach(names, id: \.self) { Text($0).accessibilityIdentifier($0) }.onDelete { names.remove(atOffsets: $0) }.onMove { names.move(fromOffsets: $0, toOffset: $1) } }.listStyle(.plain) } }"#,
            "Names()",
            ":delete Ada",
            ":move Cy 0",
            ":move Di 0",
            ":scroll 44",
            ":scroll 1000",
            ":delete Zed",
        ])
        let pictures = result.output.components(separatedBy: "Bodies that ran: Names.")
        XCTAssertEqual(pictures.count, 3, result.output)
        // After the delete, Bo is the first row; after the move, Cy is.
        XCTAssertTrue(pictures[0].hasSuffix("  Bo               │\n  ──────────────────\n\n"), result.output)
        XCTAssertTrue(pictures[1].contains("Cy") && !pictures[1].contains("Ada"), result.output)
        // Di is below the 64 points shown: a person cannot move it until it is scrolled to.
        XCTAssertTrue(result.errors.contains(#"No List row named "Di" is shown; the rows shown are "Cy", "Bo"."#), result.errors)
        XCTAssertTrue((result.errors + result.output).contains("Stopped at the bottom: it scrolls from 0 to 80 points"), result.errors + result.output)
        XCTAssertTrue(result.errors.contains(#"No List row named "Zed" is shown"#), result.errors)
    }

    /// A film strip is laid out at the terminal's width, not the proposal's: at `:size 160x16`
    /// each moment of a colour picture is 20 columns wide (the window's background is painted
    /// across the root's width), and five of them with their gaps (112 columns) fit beside each
    /// other in a terminal of 120, where 20 columns held one.
    func testAFilmStripIsLaidOutAtTheTerminalsWidthInColour() throws {
        let terminal = try TerminalSession(arguments: ["chapter4"], home: session.home, environment: ["NO_COLOR": "", "TERM": "xterm-256color", "COLUMNS": "120"])
        terminal.expect("480×160> ")
        terminal.type(":size 160x16\r")
        terminal.expect("160×16> ")
        terminal.type(#"struct Grow: View { @State private var wide = false; var body: some View { Rectangle().frame(width: wide ? 160 : 16, height: 16).onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }.accessibilityIdentifier("bar").frame(maxWidth: .infinity, alignment: .leading) } }"# + "\r")
        terminal.expect("Declared Grow.")
        terminal.type("Grow()\r")
        terminal.expect("160×16> ")
        terminal.type(":tap bar\r")
        // The headings are padded to their pictures' 20 columns plus the gap of 3.
        terminal.expect("0 s                    0.25 s                 0.5 s                  0.75 s                 1 s")
        terminal.type("\u{04}")
        XCTAssertEqual(terminal.waitForExit(), 0)
    }

    func testATapThatStartsAnAnimationShowsAFilmStripThenAdvanceShowsAMoment() throws {
        let result = try session.run(["chapter4"], input: [
            ":size 480x32",
            #"struct Grow: View { @State private var wide = false; var body: some View { Button("Go") { withAnimation(.linear(duration: 1)) { wide.toggle() } }.frame(width: wide ? 96 : 32, alignment: .trailing) } }"#,
            "Grow()",
            ":tap Go",
            ":advance 0.5",
            ":plot x",
            ":plot colour",
            ":play",
        ])
        // Linear over one second: the frame is the fraction t of the way from 32 to 96 points
        // wide (4 to 12 cells), and the button sits at its trailing edge, so it moves right.
        XCTAssertTrue(result.output.contains("""
            0 s    0.25 s   0.5 s      0.75 s       1 s
              Go       Go         Go           Go             Go
            Bodies that ran: Grow.
            """), result.output)
        // The clock is at the end of the animation: advancing shows the same picture.
        XCTAssertTrue(result.output.contains("""
                      Go
            No body ran.
            x over time, linear(duration: 1)
            80 ┤
            """), result.output)
        XCTAssertTrue(result.errors.contains("Use :plot PROPERTY [IDENTIFIER], where PROPERTY is one of x, y, width, height, opacity"), result.errors)
        // Away from a terminal nothing can be redrawn in place: the replay says what it played.
        XCTAssertTrue(result.output.hasSuffix("""
            Played 21 moments over 1.0 s; the last:
                      Go

            """), result.output)
    }

    /// A lesson's `repl` block holds a command that acts on the view an earlier block drew, or
    /// draws it again under new settings; the lesson check runs it, and so does `:run`.
    func testLessonReplBlocksActOnTheViewDrawnBefore() throws {
        let lessons = session.home.appendingPathComponent("Lessons")
        let chapter = lessons.appendingPathComponent("chapter2")
        try FileManager.default.createDirectory(at: chapter, withIntermediateDirectories: true)
        try "---\nchapter: 2\ntitle: Updates\n---\nBodies run again.\n".write(
            to: chapter.appendingPathComponent("chapter.md"), atomically: true, encoding: .utf8)
        let step = """
            ---
            title: A switch
            chapter: 2
            order: 1
            size: 80x16
            ---
            ```swift
            struct Switch: View { @State var on = false; var body: some View { Button(on ? "On" : "Off") { on.toggle() } } }
            Switch()
            ```
            ```output
            Off
            ```
            ```repl
            :tap Off
            ```
            ```output
            On
            Bodies that ran: Switch.
            ```
            ```repl
            :size 8x32
            ```
            ```output
            O
            n
            ```

            """
        let file = chapter.appendingPathComponent("01-switch.md")
        try step.write(to: file, atomically: true, encoding: .utf8)
        let environment = ["LEARN_LESSONS": lessons.path]

        let checked = try session.run(["lessons", "check"], input: [], environment: environment)
        XCTAssertEqual(checked.status, 0, checked.output + checked.errors)
        XCTAssertTrue(checked.output.contains("3 passed, 0 failed"), checked.output)

        let ran = try session.run(["chapter2"], input: [":run 1", ":run 2", ":run 3"], environment: environment)
        // The new size keeps the view's state: one character of "On" per row of 8 points.
        XCTAssertTrue(ran.output.hasSuffix("Off\n:tap Off\nOn\nBodies that ran: Switch.\n:size 8x32\nO\nn\n"), ran.output)

        try step.replacingOccurrences(of: "On\nBodies", with: "Off\nBodies").write(to: file, atomically: true, encoding: .utf8)
        let wrong = try session.run(["lessons", "check"], input: [], environment: environment)
        XCTAssertNotEqual(wrong.status, 0)
        XCTAssertTrue(wrong.output.contains("01-switch.md:14: the block gives"), wrong.output)
    }

    /// Input nested deeper than the parser goes ends where its brackets balance, and the line
    /// after it is an input of its own.
    func testDeeplyNestedInputEndsWhereItsBracketsBalance() throws {
        func nested(_ value: Int, depth: Int) -> [String] {
            ["print(" + String(repeating: "(", count: depth - 1) + "\(value)", String(repeating: ")", count: depth)]
        }
        let result = try session.run(["chapter4"], input: nested(25, depth: 25) + [":timeout 5"] + nested(60, depth: 60) + [":timeout 6"])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasSuffix("25\nCode may now run for 5 s.\n60\nCode may now run for 6 s.\n"), result.output + result.errors)
    }

    func testUnknownChapterIsBadInput() throws {
        let result = try session.run(["chapter99"], input: [])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("there is no chapter 99"), result.errors)
    }

    /// Chapters are checked at once, the longest first, yet failures are listed in the chapters'
    /// order: chapter 1 (three blocks) starts first and ends last, chapter 2 (one block) ends first.
    func testTheLessonCheckListsFailuresInTheChaptersOrderWhateverOrderTheyEndIn() throws {
        let lessons = session.home.appendingPathComponent("Lessons")
        func write(chapter: Int, blocks: [(code: String, output: String)]) throws {
            let folder = lessons.appendingPathComponent("chapter\(chapter)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "---\nchapter: \(chapter)\ntitle: Chapter \(chapter)\n---\nIntro.\n".write(
                to: folder.appendingPathComponent("chapter.md"), atomically: true, encoding: .utf8)
            let body = blocks.map { "```swift\n\($0.code)\n```\n```output\n\($0.output)\n```\n" }.joined()
            try "---\ntitle: Step\nchapter: \(chapter)\norder: 1\nsize: 80x16\n---\n\(body)".write(
                to: folder.appendingPathComponent("01-step.md"), atomically: true, encoding: .utf8)
        }
        try write(chapter: 1, blocks: [("Text(\"a\")", "a"), ("Text(\"b\")", "b"), ("Text(\"c\")", "wrong in 1")])
        try write(chapter: 2, blocks: [("Text(\"d\")", "wrong in 2")])
        let result = try session.run(["lessons", "check", "--jobs", "2"], input: [], environment: ["LEARN_LESSONS": lessons.path])
        XCTAssertEqual(result.status, 1, result.output + result.errors)
        let first = try XCTUnwrap(result.output.range(of: "wrong in 1"), result.output)
        let second = try XCTUnwrap(result.output.range(of: "wrong in 2"), result.output)
        XCTAssertLessThan(first.lowerBound, second.lowerBound, result.output)
        XCTAssertTrue(result.output.hasSuffix("2 passed, 2 failed\n"), result.output)

        let none = try session.run(["lessons", "check", "--jobs", "0"], input: [], environment: ["LEARN_LESSONS": lessons.path])
        XCTAssertTrue(none.errors.contains("--jobs must be a whole number greater than 0"), none.errors)
        XCTAssertNotEqual(none.status, 0)
    }

    /// Lessons never rot: every runnable block of every lesson gives its picture.
    func testLessonsCheckPasses() throws {
        let result = try session.run(["lessons", "check"], input: [])
        XCTAssertEqual(result.status, 0, result.output + result.errors)
        XCTAssertTrue(result.output.contains(" passed, 0 failed"), result.output)
    }
}

import TerminalSupport
/// The command line of a scenario program: where its scenarios' setups are, where to write
/// its records, which scenario to start with (those before it are skipped, so that after a
/// crash the grader can run the rest again), how long it may run, and the colours of its pictures.
public struct ScenarioProgramArguments: Equatable, Sendable {
    /// A JSON file holding `[ScenarioSetup]`, one per scenario in the exercise's order.
    public var setupsFile: String
    /// The file that the program appends `ScenarioProgramLine`s to.
    public var recordsFile: String
    /// The position of the first scenario to run.
    public var firstScenario: Int
    /// Seconds after which the program stops itself, showing where it was.
    public var timeout: Double
    /// The colours the pictures are drawn in.
    public var pictureColors: ColorDepth
    /// The folder `Image("name")` finds pictures in: the exercise's `assets` folder.
    public var imageFolder: String

    /// Arguments with these files, first scenario, time limit, picture colours and image folder.
    public init(setupsFile: String, recordsFile: String, firstScenario: Int, timeout: Double, pictureColors: ColorDepth = .none, imageFolder: String) {
        self.setupsFile = setupsFile
        self.recordsFile = recordsFile
        self.firstScenario = firstScenario
        self.timeout = timeout
        self.pictureColors = pictureColors
        self.imageFolder = imageFolder
    }

    /// The arguments that follow the program's name.
    public var arguments: [String] {
        [setupsFile, recordsFile, String(firstScenario), String(timeout), pictureColors.rawValue, imageFolder]
    }

    /// Reads the arguments that follow the program's name; `nil` if they are not these.
    public init?(arguments: [String]) {
        guard arguments.count == 6, let first = Int(arguments[2]), first >= 0,
              let timeout = Double(arguments[3]), timeout > 0, let colors = ColorDepth(rawValue: arguments[4])
        else { return nil }
        self.init(setupsFile: arguments[0], recordsFile: arguments[1], firstScenario: first, timeout: timeout, pictureColors: colors, imageFolder: arguments[5])
    }
}

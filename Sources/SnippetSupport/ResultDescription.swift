/// A value as Swift's REPL prints it: `$R0: Int = 5`, `$R1: String = "hi"`,
/// `$R2: [Int] = [1, 2]`, `$R3: Int? = 4`; the type is the expression's static type, with
/// the sugar Swift writes (`[Int]`, `Int?`, `[String : Int]`), and names the learner declared
/// appear without the snippet's module name.
struct ResultDescription {
    let text: String

    init<T>(_ value: T, number: Int) {
        let type = Self.sugared(_typeName(T.self, qualified: false)[...])
        // The REPL shows an optional's wrapped value; the type already says it is optional.
        let shown = (value as? any OptionalValue)?.wrappedDescription ?? String(reflecting: value)
        text = "$R\(number): \(type) = \(withoutSnippetModules(shown))"
    }

    /// `Array<Optional<Int>>` as `[Int?]`, `Dictionary<String, Int>` as `[String : Int]`.
    static func sugared(_ name: Substring) -> String {
        var result = ""
        var index = name.startIndex
        while index < name.endIndex {
            guard name[index] == "<", let close = matchingClose(in: name, from: index) else {
                result.append(name[index])
                index = name.index(after: index)
                continue
            }
            let base = trailingIdentifier(of: result)
            result.removeLast(base.count)
            let arguments = topLevelArguments(name[name.index(after: index)..<close]).map(sugared)
            result += sugar(base, arguments)
            index = name.index(after: close)
        }
        return result
    }

    private static func sugar(_ base: String, _ arguments: [String]) -> String {
        switch (base, arguments.count) {
        case ("Array", 1): return "[\(arguments[0])]"
        case ("Dictionary", 2): return "[\(arguments[0]) : \(arguments[1])]"
        case ("Optional", 1):
            let wrapped = arguments[0]
            return wrapped.contains(" ") ? "(\(wrapped))?" : wrapped + "?"
        default: return "\(base)<\(arguments.joined(separator: ", "))>"
        }
    }

    private static func trailingIdentifier(of text: String) -> String {
        String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
    }

    private static func matchingClose(in name: Substring, from open: Substring.Index) -> Substring.Index? {
        var depth = 0
        var index = open
        while index < name.endIndex {
            // `->` in a function type is no closing angle bracket.
            if name[index] == "<" { depth += 1 }
            if name[index] == ">", index == name.startIndex || name[name.index(before: index)] != "-" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = name.index(after: index)
        }
        return nil
    }

    private static func topLevelArguments(_ list: Substring) -> [Substring] {
        var arguments: [Substring] = []
        var depth = 0
        var start = list.startIndex
        var index = list.startIndex
        while index < list.endIndex {
            switch list[index] {
            case "<", "(", "[": depth += 1
            case ">" where index == list.startIndex || list[list.index(before: index)] != "-": depth -= 1
            case ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
            index = list.index(after: index)
        }
        arguments.append(list[start...])
        return arguments.map { $0.drop { $0 == " " } }
    }
}

/// An optional, seen through `Any`.
private protocol OptionalValue {
    var wrappedDescription: String { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedDescription: String {
        map { String(reflecting: $0) } ?? "nil"
    }
}

/// `text` without the snippets' module names, which `String(reflecting:)` writes before a
/// learner's type: every library the frontend builds is a module of its own (`Input4.Badge`),
/// and so is every input LLDB's in-memory compiler evaluates (`__lldb_expr_12.Badge`).
func withoutSnippetModules(_ text: String) -> String {
    text.replacing(#/\b(?:Input[0-9]+|__lldb_expr_[0-9]+)\./#, with: "")
}

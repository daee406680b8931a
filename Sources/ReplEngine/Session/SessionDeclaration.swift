/// A declaration the session keeps: the item as typed and the number of the input it came from.
public struct SessionDeclaration: Equatable, Sendable {
    /// The number of the input that declared it, which diagnostics name (`input 3:2:14`).
    public let inputNumber: Int
    /// The declaration as typed, with where it starts in its input.
    public let item: InputItem
    public let declaration: InputDeclaration

    public init(inputNumber: Int, item: InputItem, declaration: InputDeclaration) {
        self.inputNumber = inputNumber
        self.item = item
        self.declaration = declaration
    }

    /// The declaration's source text.
    public var text: String { item.text }
}

/// A declaration the session keeps: the item as typed and the number of the input it came from.
package struct SessionDeclaration: Equatable, Sendable {
    /// The number of the input that declared it, which diagnostics name (`input 3:2:14`).
    package let inputNumber: Int
    /// The declaration as typed, with where it starts in its input.
    package let item: InputItem
    package let declaration: InputDeclaration

    package init(inputNumber: Int, item: InputItem, declaration: InputDeclaration) {
        self.inputNumber = inputNumber
        self.item = item
        self.declaration = declaration
    }

    /// The declaration's source text.
    package var text: String { item.text }
}

import Foundation

/// Rows of `data` in columns with headers, as SwiftUI's `Table` (iOS 16). Apple: "In a compact
/// horizontal size class environment, a table only shows the first column", as a list does
/// (an iPhone); in a regular one (a terminal of 80 columns or more) each column shares the
/// width, under a row of headers.
public struct Table<Value: Identifiable>: View {
    let data: [Value]
    let columns: [_TableColumnDrawing<Value>]
    let selection: Binding<Value.ID?>?
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// A table of `data` with `columns`.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnDrawing<Value>]
    ) where Data.Element == Value {
        self.data = Array(data)
        self.columns = columns()
        selection = nil
    }

    /// A table of `data` whose rows can be selected, one at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnDrawing<Value>]
    ) where Data.Element == Value {
        self.data = Array(data)
        self.columns = columns()
        self.selection = selection
    }

    /// A table of `data` with a sort order. Accepted: a terminal has no headers to click, so the
    /// order stays as the code sets it (sort `data` in `onChange(of:)` as usual).
    public init<Data: RandomAccessCollection, Comparator>(
        _ data: Data, sortOrder: Binding<[Comparator]>,
        @TableColumnBuilder<Value, Never> columns: () -> [_TableColumnDrawing<Value>]
    ) where Data.Element == Value {
        self.init(data, columns: columns)
    }

    /// A list: in a regular width, a section whose header is the column titles and whose rows hold every column side by side; in a compact one, only the first column.
    public var body: some View {
        List(selection: selection) {
            if sizeClass == .regular {
                Section {
                    ForEach(data) { value in
                        HStack(spacing: 8) {
                            ForEach(columns.indices, id: \.self) { index in
                                columns[index].content(value).frame(maxWidth: .infinity, alignment: .leading)
                            }
                        }
                    }
                } header: {
                    HStack(spacing: 8) {
                        ForEach(columns.indices, id: \.self) { index in
                            columns[index].title.frame(maxWidth: .infinity, alignment: .leading)
                        }
                    }
                }
            } else {
                ForEach(data) { value in columns.first?.content(value) }
            }
        }
        .listStyle(.plain)
    }
}

/// One column of a `Table`: a title and how each row's value is shown (iOS 16). `Sort` is the
/// comparator a sortable column would use; a terminal has no headers to click.
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View> {
    let title: Label
    let content: (RowValue) -> Content

    /// Accepted: a column's width is its share of the table's; this one is ignored.
    public func width(_ width: CGFloat? = nil) -> Self { self }
    /// Accepted: as `width(_:)`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self { self }
}

extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `title` showing `content` for each row.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }

    /// A column titled `title` showing `content` for each row.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.title = Text(title)
        self.content = content
    }
}

extension TableColumn where Sort == Never, Label == Text, Content == Text {
    /// A column titled `title` showing the string at `value` for each row.
    public init(_ title: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        content = { Text($0[keyPath: value]) }
    }

    /// A column titled `title` showing the string at `value` for each row.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        self.title = Text(title)
        content = { Text($0[keyPath: value]) }
    }
}

/// A column as a `Table` draws it: its title and its cells, whatever their view types.
public struct _TableColumnDrawing<RowValue> {
    let title: AnyView
    let content: (RowValue) -> AnyView
}

/// Collects a `Table`'s columns.
@resultBuilder
public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
    /// One column: its title and how it draws a row's value.
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>) -> [_TableColumnDrawing<RowValue>] {
        [_TableColumnDrawing(title: AnyView(column.title), content: { AnyView(column.content($0)) })]
    }

    /// The columns in the order written.
    public static func buildBlock(_ columns: [_TableColumnDrawing<RowValue>]...) -> [_TableColumnDrawing<RowValue>] {
        columns.flatMap { $0 }
    }

    /// The columns of an `if`, or none.
    public static func buildOptional(_ columns: [_TableColumnDrawing<RowValue>]?) -> [_TableColumnDrawing<RowValue>] {
        columns ?? []
    }

    /// The columns of an `if`'s first branch.
    public static func buildEither(first columns: [_TableColumnDrawing<RowValue>]) -> [_TableColumnDrawing<RowValue>] { columns }
    /// The columns of an `if`'s second branch.
    public static func buildEither(second columns: [_TableColumnDrawing<RowValue>]) -> [_TableColumnDrawing<RowValue>] { columns }
}

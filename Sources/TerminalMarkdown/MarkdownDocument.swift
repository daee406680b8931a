import CLibCMark

/// A Markdown document as the reference CommonMark parser (cmark) reads it. Any text parses:
/// what is not markup is kept as text, so nothing an author writes is lost.
package struct MarkdownDocument: Equatable, Sendable {
    package var blocks: [MarkdownBlock]

    package init(blocks: [MarkdownBlock]) {
        self.blocks = blocks
    }

    /// Parses CommonMark, without "smart" punctuation, so quotes and dashes stay as written.
    package init(parsing text: String) {
        let root = text.withCString { cmark_parse_document($0, text.utf8.count, CMARK_OPT_DEFAULT) }
        guard let root else {
            // cmark returns no document only when it cannot allocate one.
            self.init(blocks: [.paragraph([.text(text)])])
            return
        }
        defer { cmark_node_free(root) }
        self.init(blocks: CMarkNode(root).children.flatMap(\.blocks))
    }
}

/// A node of cmark's tree, read into `MarkdownBlock` and `MarkdownInline` values.
private struct CMarkNode {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) {
        self.pointer = pointer
    }

    var children: [CMarkNode] {
        var nodes: [CMarkNode] = []
        var child = cmark_node_first_child(pointer)
        while let node = child {
            nodes.append(CMarkNode(node))
            child = cmark_node_next(node)
        }
        return nodes
    }

    var literal: String { cmark_node_get_literal(pointer).map { String(cString: $0) } ?? "" }

    var url: String { cmark_node_get_url(pointer).map { String(cString: $0) } ?? "" }

    var inlineChildren: [MarkdownInline] { children.flatMap(\.inlines) }

    /// The blocks this node is; a node of a kind cmark adds later is read as its children.
    var blocks: [MarkdownBlock] {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_PARAGRAPH:
            return [.paragraph(inlineChildren)]
        case CMARK_NODE_HEADING:
            return [.heading(level: Int(cmark_node_get_heading_level(pointer)), inlineChildren)]
        case CMARK_NODE_BLOCK_QUOTE:
            return [.blockQuote(children.flatMap(\.blocks))]
        case CMARK_NODE_LIST:
            let marker: MarkdownList.Marker = cmark_node_get_list_type(pointer) == CMARK_ORDERED_LIST
                ? .ordered(start: Int(cmark_node_get_list_start(pointer)), delimiter: cmark_node_get_list_delim(pointer) == CMARK_PAREN_DELIM ? ")" : ".")
                : .bullet
            let items = children.map { $0.children.flatMap(\.blocks) }
            return [.list(MarkdownList(marker: marker, isTight: cmark_node_get_list_tight(pointer) != 0, items: items))]
        case CMARK_NODE_CODE_BLOCK:
            let info = cmark_node_get_fence_info(pointer).map { String(cString: $0) } ?? ""
            var code = literal
            if code.hasSuffix("\n") { code.removeLast() }
            return [.codeBlock(info: info, code: code)]
        case CMARK_NODE_HTML_BLOCK:
            var html = literal
            if html.hasSuffix("\n") { html.removeLast() }
            return [.html(html)]
        case CMARK_NODE_THEMATIC_BREAK:
            return [.thematicBreak]
        default:
            return children.flatMap(\.blocks)
        }
    }

    /// The inlines this node is; a node of a kind cmark adds later is read as its children.
    var inlines: [MarkdownInline] {
        switch cmark_node_get_type(pointer) {
        case CMARK_NODE_TEXT: [.text(literal)]
        case CMARK_NODE_SOFTBREAK: [.softBreak]
        case CMARK_NODE_LINEBREAK: [.lineBreak]
        case CMARK_NODE_CODE: [.code(literal)]
        case CMARK_NODE_HTML_INLINE: [.html(literal)]
        case CMARK_NODE_EMPH: [.emphasis(inlineChildren)]
        case CMARK_NODE_STRONG: [.strong(inlineChildren)]
        case CMARK_NODE_LINK: [.link(destination: url, inlineChildren)]
        case CMARK_NODE_IMAGE: [.image(source: url, inlineChildren)]
        default: inlineChildren
        }
    }
}

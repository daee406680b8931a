import Foundation

/// The two things learn reads from a 64-bit little-endian ELF file (what the toolchain
/// builds on Linux): the strings of a named section, and the libraries a shared library
/// needs. Used to link learner code only against what the runtime has not loaded already.
package struct ELFFile {
    private let bytes: Data
    private let sections: [Section]

    private struct Section {
        let name: String
        let type: UInt32
        let offset: Int
        let size: Int
        /// The index of the section this one's strings are in (for `.dynamic`: `.dynstr`).
        let link: Int
    }

    /// Reads the file at `path`; `nil` when it cannot be read or is not a 64-bit ELF file.
    package init?(path: String) {
        // Mapped, not read: the runtime library is tens of megabytes, of which a few pages are read.
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        self.init(bytes: data)
    }

    package init?(bytes: Data) {
        let bytes = bytes.startIndex == 0 ? bytes : Data(bytes)
        // "\u{7f}ELF", class 2 (64-bit), data 1 (little-endian).
        guard bytes.count >= 64, bytes.prefix(4).elementsEqual([0x7f, 0x45, 0x4c, 0x46]), bytes[4] == 2, bytes[5] == 1 else {
            return nil
        }
        self.bytes = bytes
        let tableOffset = Self.integer(bytes, at: 0x28, size: 8)
        let entrySize = Self.integer(bytes, at: 0x3a, size: 2)
        let count = Self.integer(bytes, at: 0x3c, size: 2)
        let namesIndex = Self.integer(bytes, at: 0x3e, size: 2)
        guard entrySize >= 64, tableOffset + count * entrySize <= bytes.count, namesIndex < count else { return nil }
        let headers = (0..<count).map { tableOffset + $0 * entrySize }
        let namesOffset = Self.integer(bytes, at: headers[namesIndex] + 0x18, size: 8)
        var sections: [Section] = []
        for header in headers {
            let section = Section(
                name: Self.string(bytes, at: namesOffset + Self.integer(bytes, at: header, size: 4)),
                type: UInt32(Self.integer(bytes, at: header + 4, size: 4)),
                offset: Self.integer(bytes, at: header + 0x18, size: 8),
                size: Self.integer(bytes, at: header + 0x20, size: 8),
                link: Self.integer(bytes, at: header + 0x28, size: 4))
            // SHT_NOBITS (8) sections take no room in the file.
            guard section.type == 8 || section.offset + section.size <= bytes.count else { return nil }
            sections.append(section)
        }
        self.sections = sections
    }

    /// The NUL-separated strings of the section `name`, such as the libraries Swift asks to
    /// link in `.swift1_autolink_entries` (`-lswiftCore`, …); empty when there is none.
    package func strings(inSection name: String) -> [String] {
        guard let section = sections.first(where: { $0.name == name }) else { return [] }
        return bytes[section.offset..<section.offset + section.size]
            .split(separator: 0)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    /// The `DT_NEEDED` entries of a shared library (`libswiftCore.so`, `libc.so.6`, …).
    package var neededLibraries: [String] {
        // SHT_DYNAMIC (6): 16-byte entries of tag and value; DT_NEEDED is 1, DT_NULL 0 ends them.
        guard let dynamic = sections.first(where: { $0.type == 6 }), sections.indices.contains(dynamic.link) else { return [] }
        let strings = sections[dynamic.link]
        var needed: [String] = []
        for entry in stride(from: dynamic.offset, to: dynamic.offset + dynamic.size, by: 16) {
            let tag = Self.integer(bytes, at: entry, size: 8)
            if tag == 0 { break }
            if tag == 1 {
                needed.append(Self.string(bytes, at: strings.offset + Self.integer(bytes, at: entry + 8, size: 8)))
            }
        }
        return needed
    }

    private static func integer(_ bytes: Data, at offset: Int, size: Int) -> Int {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var value: UInt64 = 0
        for index in (0..<size).reversed() {
            value = value << 8 | UInt64(bytes[offset + index])
        }
        // A corrupt field must fail the bounds checks, not overflow the arithmetic on it.
        return Int(min(value, 1 << 40))
    }

    private static func string(_ bytes: Data, at offset: Int) -> String {
        guard offset >= 0, offset < bytes.count else { return "" }
        let end = bytes[offset...].firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}

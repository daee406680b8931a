import Foundation

/// Writes tiny PNG files for tests: 8-bit RGBA (colour type 6), one IDAT chunk holding a zlib
/// stream of stored (uncompressed) deflate blocks, as the PNG specification (ISO/IEC 15948)
/// and RFC 1950/1951 describe them; checksums are CRC-32 for chunks and Adler-32 for zlib.
enum PNGWriter {
    /// An RGBA pixel.
    typealias Pixel = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

    /// The PNG file of `width`×`height` pixels, `pixel(x, y)` each.
    static func png(width: Int, height: Int, pixel: (Int, Int) -> Pixel) -> [UInt8] {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0) // filter type None
            for x in 0..<width {
                let p = pixel(x, y)
                raw += [p.red, p.green, p.blue, p.alpha]
            }
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // bit depth, colour type RGBA, compression, filter, interlace
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// Writes `bytes` to `name` in `folder`, which is created if needed.
    static func write(_ bytes: [UInt8], named name: String, in folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: folder.appendingPathComponent(name))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let isLast = offset + count == data.count
            out.append(isLast ? 1 : 0)
            out += [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<offset + count]
            offset += count
        } while offset < data.count
        return out + bigEndian(adler32(data))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}

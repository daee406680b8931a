internal import CImageDecoding

/// A picture decoded from the bytes of a PNG or JPEG file: its size in pixels and its pixels,
/// 4 bytes each (red, green, blue, alpha; not premultiplied), row by row from the top.
public struct DecodedImage: Equatable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels, 4 bytes each (red, green, blue, alpha), row by row from the top.
    public let rgba: [UInt8]

    /// A picture of `width`×`height` pixels; `rgba` must hold 4 bytes for each.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "an RGBA picture has 4 bytes per pixel")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Decodes `bytes` as PNG or JPEG, told apart by their first bytes (their signatures), not
    /// by a file's extension. A file that is neither, or is damaged, is an error with a plain
    /// message; decoding never stops the program (see `CImageDecoding`).
    public static func decode(_ bytes: [UInt8]) -> Result<DecodedImage, ImageDecodingError> {
        let decoder: (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<learn_image>?, UnsafeMutablePointer<CChar>?, Int) -> Int32
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            decoder = learn_decode_png
        } else if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            decoder = learn_decode_jpeg
        } else {
            return .failure(ImageDecodingError(message: bytes.isEmpty ? "the file is empty" : "it is neither a PNG nor a JPEG file"))
        }
        var image = learn_image()
        var message = [CChar](repeating: 0, count: 256)
        let succeeded = bytes.withUnsafeBufferPointer { buffer in
            decoder(buffer.baseAddress, buffer.count, &image, &message, message.count)
        }
        guard succeeded != 0, let pixels = image.pixels else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(ImageDecodingError(message: text.isEmpty ? "it could not be decoded" : text))
        }
        defer { learn_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        let rgba = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
        return .success(DecodedImage(width: width, height: height, rgba: rgba))
    }
}

/// Why bytes could not be decoded as a picture, in plain words ("it is neither a PNG nor a
/// JPEG file", or the decoding library's own message, such as "Not a JPEG file").
public struct ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, in plain words.
    public let message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Decodes the first frame of a GIF (87a/89a): colour tables, LZW, interlacing and transparency.
enum GIFDecoder {
    static func decodeFirstFrame(_ bytes: [UInt8], maximumPixels: Int) -> Result<RGBAImage, ImageDecodingError> {
        var reader = ByteReader(bytes: bytes)
        do {
            return .success(try readFirstFrame(&reader, maximumPixels: maximumPixels))
        } catch {
            return .failure(error)
        }
    }

    private static func readFirstFrame(_ reader: inout ByteReader, maximumPixels: Int) throws(ImageDecodingError) -> RGBAImage {
        _ = try reader.take(6)
        let screenWidth = try reader.uint16(), screenHeight = try reader.uint16()
        let flags = try reader.byte()
        _ = try reader.take(2)
        guard screenWidth > 0, screenHeight > 0 else { throw ImageDecodingError("GIF with an empty screen size") }
        guard screenWidth * screenHeight <= maximumPixels else {
            throw ImageDecodingError("GIF of \(screenWidth)x\(screenHeight) pixels is larger than the \(maximumPixels)-pixel limit")
        }
        var globalTable: [UInt8] = []
        if flags & 0x80 != 0 { globalTable = try reader.take(3 << (Int(flags & 7) + 1)) }
        var transparentIndex: Int?
        while true {
            switch try reader.byte() {
            case 0x21:
                let label = try reader.byte()
                let blocks = try reader.subBlocks()
                if label == 0xF9, blocks.count >= 4, blocks[0] & 1 != 0 { transparentIndex = Int(blocks[3]) }
            case 0x2C:
                return try readImage(&reader, screen: (screenWidth, screenHeight), globalTable: globalTable,
                                     transparentIndex: transparentIndex, maximumPixels: maximumPixels)
            case 0x3B:
                throw ImageDecodingError("GIF without any frame")
            default:
                throw ImageDecodingError("corrupt GIF data (unknown block)")
            }
        }
    }

    private static func readImage(_ reader: inout ByteReader, screen: (Int, Int), globalTable: [UInt8],
                                  transparentIndex: Int?, maximumPixels: Int) throws(ImageDecodingError) -> RGBAImage {
        let left = try reader.uint16(), top = try reader.uint16()
        let width = try reader.uint16(), height = try reader.uint16()
        // A frame carries its own size and is decoded in full before it is placed on the screen: the screen and the
        // frame share the budget, checked before anything is allocated for either.
        guard screen.0 * screen.1 + width * height <= maximumPixels else {
            throw ImageDecodingError("GIF frame of \(width)x\(height) pixels on a \(screen.0)x\(screen.1) screen is larger than the \(maximumPixels)-pixel limit")
        }
        let flags = try reader.byte()
        var table = globalTable
        if flags & 0x80 != 0 { table = try reader.take(3 << (Int(flags & 7) + 1)) }
        guard !table.isEmpty else { throw ImageDecodingError("GIF without a colour table") }
        let minimumCodeSize = Int(try reader.byte())
        guard (2...8).contains(minimumCodeSize) else { throw ImageDecodingError("corrupt GIF data (code size \(minimumCodeSize))") }
        let data = try reader.subBlocks()
        let indices = try LZW.decode(data, minimumCodeSize: minimumCodeSize, pixelCount: width * height)
        let rows = flags & 0x40 != 0 ? interlacedRowOrder(height) : Array(0..<height)
        var pixels = [UInt8](repeating: 0, count: screen.0 * screen.1 * 4)
        for (sourceRow, targetRow) in rows.enumerated() {
            let y = top + targetRow
            guard y < screen.1 else { continue }
            for column in 0..<width {
                let x = left + column
                let index = Int(indices[sourceRow * width + column])
                guard x < screen.0, index != transparentIndex, index * 3 + 2 < table.count else { continue }
                let offset = (y * screen.0 + x) * 4
                pixels[offset] = table[index * 3]; pixels[offset + 1] = table[index * 3 + 1]
                pixels[offset + 2] = table[index * 3 + 2]; pixels[offset + 3] = 255
            }
        }
        guard let image = RGBAImage(width: screen.0, height: screen.1, pixels: pixels) else {
            throw ImageDecodingError("corrupt GIF data (size)")
        }
        return image
    }

    /// The target row of each stored row of an interlaced image.
    private static func interlacedRowOrder(_ height: Int) -> [Int] {
        Array(stride(from: 0, to: height, by: 8)) + Array(stride(from: 4, to: height, by: 8))
            + Array(stride(from: 2, to: height, by: 4)) + Array(stride(from: 1, to: height, by: 2))
    }
}

/// GIF's variable-width LZW.
enum LZW {
    static func decode(_ data: [UInt8], minimumCodeSize: Int, pixelCount: Int) throws(ImageDecodingError) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefixes = [Int](repeating: -1, count: 4096)
        var suffixes = [UInt8](repeating: 0, count: 4096)
        var firsts = [UInt8](repeating: 0, count: 4096)
        for code in 0..<clear { suffixes[code] = UInt8(truncatingIfNeeded: code); firsts[code] = UInt8(truncatingIfNeeded: code) }
        var output: [UInt8] = []
        output.reserveCapacity(pixelCount)
        var codeSize = minimumCodeSize + 1, next = end + 1, previous = -1
        var bits = 0, bitCount = 0, position = 0
        var stack: [UInt8] = []
        while output.count < pixelCount {
            while bitCount < codeSize {
                guard position < data.count else { throw ImageDecodingError("corrupt GIF data (truncated pixels)") }
                bits |= Int(data[position]) << bitCount; position += 1; bitCount += 8
            }
            let code = bits & ((1 << codeSize) - 1)
            bits >>= codeSize; bitCount -= codeSize
            if code == clear { codeSize = minimumCodeSize + 1; next = end + 1; previous = -1; continue }
            if code == end { break }
            let isKnown = code < clear || (code > end && code < next)
            guard isKnown || (code == next && previous >= 0) else { throw ImageDecodingError("corrupt GIF data (bad code)") }
            stack.removeAll(keepingCapacity: true)
            if code == next { stack.append(firsts[previous]) }
            var walk = isKnown ? code : previous, guardCount = 0
            while walk >= clear {
                stack.append(suffixes[walk]); walk = prefixes[walk]; guardCount += 1
                if walk < 0 || guardCount > 4096 { throw ImageDecodingError("corrupt GIF data (bad chain)") }
            }
            stack.append(suffixes[walk])
            output.append(contentsOf: stack.reversed())
            if previous >= 0, next < 4096 {
                prefixes[next] = previous
                suffixes[next] = stack.last ?? 0
                firsts[next] = firsts[previous]
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        if output.count < pixelCount { output.append(contentsOf: repeatElement(0, count: pixelCount - output.count)) }
        return Array(output.prefix(pixelCount))
    }
}

/// Sequential reads with bounds checks.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    mutating func byte() throws(ImageDecodingError) -> UInt8 {
        guard position < bytes.count else { throw ImageDecodingError("corrupt GIF data (truncated)") }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() throws(ImageDecodingError) -> Int {
        let low = Int(try byte()), high = Int(try byte())
        return low | high << 8
    }

    mutating func take(_ count: Int) throws(ImageDecodingError) -> [UInt8] {
        guard count >= 0, position + count <= bytes.count else { throw ImageDecodingError("corrupt GIF data (truncated)") }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    /// Data sub-blocks up to the terminator, concatenated.
    mutating func subBlocks() throws(ImageDecodingError) -> [UInt8] {
        var data: [UInt8] = []
        while true {
            let length = Int(try byte())
            if length == 0 { return data }
            data.append(contentsOf: try take(length))
        }
    }
}

import Foundation

/// A bounded reader for Apple's binary property lists (`bplist00`). Every offset, count and object reference
/// is checked against the file before use; reference cycles, nesting deeper than `PropertyList.maximumDepth`
/// and shared references that would expand past `maximumObjects` are reported as errors.
struct BinaryPlistParser {
    /// Most objects decoded from one file, counting each repeated reference again (guards against
    /// small files whose shared references expand exponentially).
    static let maximumObjects = 1_000_000
    /// Seconds between 1970-01-01 and the plist epoch 2001-01-01.
    static let epochOffset: Double = 978_307_200
    /// Seconds since 1970 of 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z.
    static let writableDates: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int
    private var decodedObjects = 0
    private var objectsOnPath: Set<Int> = []

    /// Parses a whole binary plist.
    static func parse(_ bytes: [UInt8]) throws(PlistParseError) -> PlistValue {
        guard bytes.count >= 8 + 1 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw PlistParseError("binary plist: too short to hold a header, one object and the trailer")
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        let objectCount = readUnsigned(bytes, at: trailer + 8, size: 8)
        let topObject = readUnsigned(bytes, at: trailer + 16, size: 8)
        let tableStart = readUnsigned(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw PlistParseError("binary plist: offset size \(offsetSize) or reference size \(referenceSize) is not 1–8 bytes")
        }
        guard objectCount >= 1, objectCount < UInt64(bytes.count) else {
            throw PlistParseError("binary plist: object count \(objectCount) does not fit a \(bytes.count)-byte file")
        }
        guard topObject < objectCount else {
            throw PlistParseError("binary plist: top object \(topObject) is not among the \(objectCount) objects")
        }
        guard tableStart >= 9, tableStart < UInt64(trailer),
              UInt64(trailer) - tableStart >= objectCount * UInt64(offsetSize) else {
            throw PlistParseError("binary plist: offset table at \(tableStart) lies outside the file")
        }
        var parser = BinaryPlistParser(bytes: bytes, offsetSize: offsetSize, referenceSize: referenceSize,
                                       objectCount: Int(objectCount), offsetTableStart: Int(tableStart))
        return try parser.object(Int(topObject), depth: 1)
    }

    private init(bytes: [UInt8], offsetSize: Int, referenceSize: Int, objectCount: Int, offsetTableStart: Int) {
        self.bytes = bytes; self.offsetSize = offsetSize; self.referenceSize = referenceSize
        self.objectCount = objectCount; self.offsetTableStart = offsetTableStart
    }

    /// Big-endian unsigned integer of `size` ≤ 8 bytes; the caller guarantees the range is inside `bytes`.
    private static func readUnsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        bytes[start..<start + size].reduce(0) { $0 << 8 | UInt64($1) }
    }

    private func offset(of reference: Int) throws(PlistParseError) -> Int {
        guard reference >= 0, reference < objectCount else {
            throw PlistParseError("binary plist: object reference \(reference) is out of range (\(objectCount) objects)")
        }
        let offset = Self.readUnsigned(bytes, at: offsetTableStart + reference * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTableStart) else {
            throw PlistParseError("binary plist: object \(reference) has offset \(offset), outside the object area")
        }
        return Int(offset)
    }

    /// Checks that `count` items of `size` bytes starting at `start` lie in the object area; returns the end.
    private func span(_ start: Int, count: Int, size: Int, what: String) throws(PlistParseError) -> Int {
        let (length, overflow) = count.multipliedReportingOverflow(by: size)
        guard !overflow, count >= 0, length <= offsetTableStart - start else {
            throw PlistParseError("binary plist: \(what) at offset \(start) claims \(count) items, past the end of the objects")
        }
        return start + length
    }

    private mutating func object(_ reference: Int, depth: Int) throws(PlistParseError) -> PlistValue {
        guard depth <= PropertyList.maximumDepth else {
            throw PlistParseError("binary plist: nesting deeper than \(PropertyList.maximumDepth) levels")
        }
        decodedObjects += 1
        guard decodedObjects <= Self.maximumObjects else {
            throw PlistParseError("binary plist: more than \(Self.maximumObjects) objects once shared references are expanded")
        }
        let start = try offset(of: reference)
        let marker = bytes[start]
        let high = marker >> 4, low = Int(marker & 0x0F)
        switch high {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw PlistParseError("binary plist: object \(reference) is null or fill (0x\(String(marker, radix: 16))), which plists cannot hold")
            }
        case 0x1: return .integer(try integer(at: start, sizeExponent: low, reference: reference))
        case 0x2:
            guard low == 2 || low == 3 else { throw PlistParseError("binary plist: object \(reference) is a real of unsupported size") }
            let end = try span(start + 1, count: 1 << low, size: 1, what: "a real")
            let raw = Self.readUnsigned(bytes, at: start + 1, size: end - start - 1)
            return .real(low == 2 ? Double(Float(bitPattern: UInt32(raw))) : Double(bitPattern: raw))
        case 0x3:
            guard marker == 0x33 else { throw PlistParseError("binary plist: object \(reference) has unknown marker 0x\(String(marker, radix: 16))") }
            _ = try span(start + 1, count: 8, size: 1, what: "a date")
            let seconds = Double(bitPattern: Self.readUnsigned(bytes, at: start + 1, size: 8)) + Self.epochOffset
            // An XML plist writes years 1 to 9999 only; a date beyond (or not a number) could not be written back.
            guard Self.writableDates.contains(seconds) else {
                throw PlistParseError("binary plist: object \(reference) is a date outside the years 1 to 9999")
            }
            return .date(Date(timeIntervalSince1970: seconds))
        case 0x4:
            let (count, body) = try length(at: start, low: low, reference: reference)
            let end = try span(body, count: count, size: 1, what: "data")
            return .data(Array(bytes[body..<end]))
        case 0x5:
            let (count, body) = try length(at: start, low: low, reference: reference)
            let end = try span(body, count: count, size: 1, what: "an ASCII string")
            return .string(String(decoding: bytes[body..<end], as: UTF8.self))
        case 0x6:
            let (count, body) = try length(at: start, low: low, reference: reference)
            let end = try span(body, count: count, size: 2, what: "a UTF-16 string")
            let units = stride(from: body, to: end, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0xA: return .array(try references(at: start, low: low, reference: reference, depth: depth, perItem: 1))
        case 0xD: return try dictionary(at: start, low: low, reference: reference, depth: depth)
        case 0x8: throw PlistParseError("binary plist: object \(reference) is a UID (keyed archive), not used in Info.plist files")
        case 0xC: throw PlistParseError("binary plist: object \(reference) is a set, not used in Info.plist files")
        default: throw PlistParseError("binary plist: object \(reference) has unknown marker 0x\(String(marker, radix: 16))")
        }
    }

    private func integer(at start: Int, sizeExponent: Int, reference: Int) throws(PlistParseError) -> Int {
        guard sizeExponent <= 4 else { throw PlistParseError("binary plist: object \(reference) is an integer of unsupported size") }
        let size = 1 << sizeExponent
        _ = try span(start + 1, count: size, size: 1, what: "an integer")
        if size == 16 {
            // 128-bit: only values whose upper half is zero fit.
            let upper = Self.readUnsigned(bytes, at: start + 1, size: 8)
            let lower = Self.readUnsigned(bytes, at: start + 9, size: 8)
            guard upper == 0, lower <= UInt64(Int.max) else { throw PlistParseError("binary plist: object \(reference) is an integer too large for 64 bits") }
            return Int(lower)
        }
        let raw = Self.readUnsigned(bytes, at: start + 1, size: size)
        // 1, 2 and 4 byte integers are unsigned; 8 byte ones are signed.
        return size == 8 ? Int(Int64(bitPattern: raw)) : Int(raw)
    }

    /// The item count of a data, string, array or dictionary object and where its body starts.
    private func length(at start: Int, low: Int, reference: Int) throws(PlistParseError) -> (Int, Int) {
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < offsetTableStart, bytes[start + 1] >> 4 == 0x1 else {
            throw PlistParseError("binary plist: object \(reference) has a malformed length")
        }
        let exponent = Int(bytes[start + 1] & 0x0F)
        let count = try integer(at: start + 1, sizeExponent: exponent, reference: reference)
        guard count >= 0 else { throw PlistParseError("binary plist: object \(reference) has a negative length") }
        return (count, start + 2 + (1 << exponent))
    }

    private mutating func references(at start: Int, low: Int, reference: Int, depth: Int, perItem: Int) throws(PlistParseError) -> [PlistValue] {
        let (count, body) = try length(at: start, low: low, reference: reference)
        let (items, overflow) = count.multipliedReportingOverflow(by: perItem)
        guard !overflow else { throw PlistParseError("binary plist: object \(reference) claims too many items") }
        _ = try span(body, count: items, size: referenceSize, what: "a collection")
        guard !objectsOnPath.contains(reference) else {
            throw PlistParseError("binary plist: object \(reference) contains itself (a reference cycle)")
        }
        objectsOnPath.insert(reference)
        defer { objectsOnPath.remove(reference) }
        var values: [PlistValue] = []
        values.reserveCapacity(items)
        for item in 0..<items {
            let child = Self.readUnsigned(bytes, at: body + item * referenceSize, size: referenceSize)
            guard child < UInt64(objectCount) else {
                throw PlistParseError("binary plist: object \(reference) refers to object \(child), out of range (\(objectCount) objects)")
            }
            values.append(try object(Int(child), depth: depth + 1))
        }
        return values
    }

    private mutating func dictionary(at start: Int, low: Int, reference: Int, depth: Int) throws(PlistParseError) -> PlistValue {
        let values = try references(at: start, low: low, reference: reference, depth: depth, perItem: 2)
        let half = values.count / 2
        var members: [String: PlistValue] = [:]
        for index in 0..<half {
            guard case .string(let key) = values[index] else {
                throw PlistParseError("binary plist: dictionary \(reference) has a key that is \(values[index].messageDescription), not a string")
            }
            guard members[key] == nil else { throw PlistParseError("binary plist: dictionary \(reference) has the key \"\(key)\" twice") }
            members[key] = values[half + index]
        }
        return .dictionary(members)
    }
}

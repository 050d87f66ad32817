import Foundation
@testable import NotiExtensions

/// Writes a `PlistValue` as a binary property list (`bplist00`), the format Xcode ships Info.plist files in.
/// Dictionary keys are written in sorted order so the output is deterministic.
enum BinaryPlistWriter {
    /// The binary plist bytes for `value`.
    static func encode(_ value: PlistValue) -> [UInt8] {
        let referenceSize = byteCount(for: UInt64(objectCount(value)))
        var objects: [[UInt8]] = []
        _ = flatten(value, into: &objects, referenceSize: referenceSize)

        var output = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(output.count)
            output += object
        }
        let tableStart = output.count
        let offsetSize = byteCount(for: UInt64(tableStart))
        for offset in offsets { output += bigEndian(UInt64(offset), size: offsetSize) }
        output += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        output += bigEndian(UInt64(objects.count), size: 8)
        output += bigEndian(0, size: 8)
        output += bigEndian(UInt64(tableStart), size: 8)
        return output
    }

    /// How many objects `value` is written as (dictionary keys count as objects).
    private static func objectCount(_ value: PlistValue) -> Int {
        switch value {
        case .array(let elements): return 1 + elements.reduce(0) { $0 + objectCount($1) }
        case .dictionary(let members): return 1 + members.count + members.values.reduce(0) { $0 + objectCount($1) }
        default: return 1
        }
    }

    /// Appends `value` and its children to `objects` (parent first) and returns the parent's index.
    private static func flatten(_ value: PlistValue, into objects: inout [[UInt8]], referenceSize: Int) -> Int {
        let index = objects.count
        objects.append([])
        switch value {
        case .bool(let b): objects[index] = [b ? 0x09 : 0x08]
        case .integer(let i): objects[index] = integerObject(i)
        case .real(let r): objects[index] = [0x23] + bigEndian(r.bitPattern, size: 8)
        case .date(let d): objects[index] = [0x33] + bigEndian((d.timeIntervalSince1970 - 978_307_200).bitPattern, size: 8)
        case .data(let bytes): objects[index] = header(0x4, count: bytes.count) + bytes
        case .string(let s):
            if s.unicodeScalars.allSatisfy(\.isASCII) {
                objects[index] = header(0x5, count: s.utf8.count) + Array(s.utf8)
            } else {
                let units = Array(s.utf16)
                objects[index] = header(0x6, count: units.count) + units.flatMap { bigEndian(UInt64($0), size: 2) }
            }
        case .array(let elements):
            let children = elements.map { flatten($0, into: &objects, referenceSize: referenceSize) }
            objects[index] = header(0xA, count: children.count) + children.flatMap { bigEndian(UInt64($0), size: referenceSize) }
        case .dictionary(let members):
            let keys = members.keys.sorted()
            let keyRefs = keys.map { flatten(.string($0), into: &objects, referenceSize: referenceSize) }
            let valueRefs = keys.compactMap { members[$0] }.map { flatten($0, into: &objects, referenceSize: referenceSize) }
            objects[index] = header(0xD, count: keys.count) + (keyRefs + valueRefs).flatMap { bigEndian(UInt64($0), size: referenceSize) }
        }
        return index
    }

    private static func integerObject(_ value: Int) -> [UInt8] {
        if value < 0 { return [0x13] + bigEndian(UInt64(bitPattern: Int64(value)), size: 8) }
        let size = byteCount(for: UInt64(value))
        let exponent = size == 1 ? 0 : size == 2 ? 1 : size <= 4 ? 2 : 3
        return [0x10 | UInt8(exponent)] + bigEndian(UInt64(value), size: 1 << exponent)
    }

    private static func header(_ kind: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [kind << 4 | UInt8(count)] : [kind << 4 | 0x0F] + integerObject(count)
    }

    private static func byteCount(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }

    private static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(size - 1 - $0))) }
    }
}

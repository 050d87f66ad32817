import Foundation

/// Encodes an `Encodable` value as one line of compact JSON with the project's own writer: strings go through
/// ``JSONValue/appendQuoted(_:to:)`` and numbers are written as Swift prints them, so the bytes are built directly
/// rather than through Foundation's `JSONEncoder` (the push journal writes one line per accepted push, and that
/// encoder was most of the endpoint's CPU). What `JSONDecoder` reads back is what `JSONEncoder` with
/// `.secondsSince1970` dates would have written: keys in the order the value encodes them, dates as seconds since
/// 1970, `Data` as Base64, URLs as their absolute strings; a non-finite number is an `EncodingError`.
package enum JSONLineEncoder {
    /// `value` as compact JSON, appended to `out`.
    package static func encode(_ value: some Encodable, into out: inout [UInt8]) throws {
        let root = Slot()
        try root.encode(value, codingPath: [])
        try root.node.write(into: &out, codingPath: [])
    }

    /// `value` as compact JSON bytes.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        var out: [UInt8] = []
        try encode(value, into: &out)
        return out
    }
}

/// A value being encoded: a scalar's JSON text, or a container filled in by its encoder.
private enum Node {
    case unset
    case text(String)
    case string(String)
    case object(ObjectBox)
    case array(ArrayBox)

    func write(into out: inout [UInt8], codingPath: [any CodingKey]) throws {
        switch self {
        case .unset: out.append(contentsOf: "{}".utf8)  // as JSONEncoder writes a value that encoded nothing
        case .text(let text): out.append(contentsOf: text.utf8)
        case .string(let text): JSONValue.appendQuoted(text, to: &out)
        case .object(let box):
            out.append(UInt8(ascii: "{"))
            for (index, member) in box.members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                JSONValue.appendQuoted(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                try member.slot.node.write(into: &out, codingPath: codingPath)
            }
            out.append(UInt8(ascii: "}"))
        case .array(let box):
            out.append(UInt8(ascii: "["))
            for (index, slot) in box.elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                try slot.node.write(into: &out, codingPath: codingPath)
            }
            out.append(UInt8(ascii: "]"))
        }
    }
}

private final class ObjectBox {
    var members: [(key: String, slot: Slot)] = []

    /// The slot for `key`: a key encoded twice keeps its first place and its last value, as JSONEncoder does.
    func slot(for key: String) -> Slot {
        if let existing = members.first(where: { $0.key == key }) { return existing.slot }
        let slot = Slot()
        members.append((key, slot))
        return slot
    }
}

private final class ArrayBox {
    var elements: [Slot] = []
}

/// Where one value goes; its encoder writes into it.
private final class Slot {
    var node = Node.unset

    func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
        switch value {
        case let date as Date: node = .text(try Self.number(date.timeIntervalSince1970, codingPath))
        case let data as Data: node = .string(data.base64EncodedString())
        case let url as URL: node = .string(url.absoluteString)
        case let decimal as Decimal: node = .text(decimal.description)
        default: try value.encode(to: SlotEncoder(slot: self, codingPath: codingPath))
        }
    }

    var object: ObjectBox {
        if case .object(let box) = node { return box }
        let box = ObjectBox()
        node = .object(box)
        return box
    }

    var array: ArrayBox {
        if case .array(let box) = node { return box }
        let box = ArrayBox()
        node = .array(box)
        return box
    }

    static func number(_ value: Double, _ codingPath: [any CodingKey]) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not a JSON number"))
        }
        // Whole numbers without ".0", as JSONEncoder writes them; others as Swift's shortest round-tripping form.
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }
}

private struct SlotEncoder: Encoder {
    let slot: Slot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedSlotContainer<Key>(box: slot.object, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedSlotContainer(box: slot.array, codingPath: codingPath) }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleSlotContainer(slot: slot, codingPath: codingPath) }
}

private struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    let codingPath: [any CodingKey]

    private func single(_ key: Key) -> SingleSlotContainer {
        SingleSlotContainer(slot: box.slot(for: key.stringValue), codingPath: codingPath + [key])
    }

    mutating func encodeNil(forKey key: Key) throws { var c = single(key); try c.encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { var c = single(key); try c.encode(value) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        try box.slot(for: key.stringValue).encode(value, codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(box: box.slot(for: key.stringValue).object, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedSlotContainer(box: box.slot(for: key.stringValue).array, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { SlotEncoder(slot: box.slot(for: "super"), codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: box.slot(for: key.stringValue), codingPath: codingPath + [key])
    }
}

/// An index in an unkeyed container, as a coding key of the path.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let box: ArrayBox
    let codingPath: [any CodingKey]
    var count: Int { box.elements.count }

    private func next() -> (Slot, [any CodingKey]) {
        let slot = Slot()
        let path = codingPath + [IndexKey(box.elements.count)]
        box.elements.append(slot)
        return (slot, path)
    }

    mutating func encodeNil() throws { let (slot, _) = next(); slot.node = .text("null") }
    mutating func encode(_ value: Bool) throws { let (slot, _) = next(); slot.node = .text(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { let (slot, _) = next(); slot.node = .string(value) }
    mutating func encode(_ value: Double) throws { let (slot, path) = next(); slot.node = .text(try Slot.number(value, path)) }
    mutating func encode(_ value: Int) throws { let (slot, _) = next(); slot.node = .text(String(value)) }
    mutating func encode(_ value: some Encodable) throws { let (slot, path) = next(); try slot.encode(value, codingPath: path) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (slot, path) = next()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(box: slot.object, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (slot, path) = next()
        return UnkeyedSlotContainer(box: slot.array, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let (slot, path) = next()
        return SlotEncoder(slot: slot, codingPath: path)
    }
}

private struct SingleSlotContainer: SingleValueEncodingContainer {
    let slot: Slot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.node = .text("null") }
    mutating func encode(_ value: Bool) throws { slot.node = .text(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { slot.node = .string(value) }
    mutating func encode(_ value: Double) throws { slot.node = .text(try Slot.number(value, codingPath)) }
    mutating func encode(_ value: Float) throws {
        // A Float is written as its own shortest form, not widened (0.1 stays 0.1), as JSONEncoder does.
        guard value.isFinite else { return try encode(Double(value)) }
        slot.node = .text(value == value.rounded() && abs(value) < 1e7 ? String(Int64(value)) : value.description)
    }
    mutating func encode(_ value: Int) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: Int8) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: Int16) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: Int32) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: Int64) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: UInt) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: UInt8) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: UInt16) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: UInt32) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: UInt64) throws { slot.node = .text(String(value)) }
    mutating func encode(_ value: some Encodable) throws { try slot.encode(value, codingPath: codingPath) }
}

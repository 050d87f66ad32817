import Foundation

/// Encodes an `Encodable` value as one line of compact JSON, writing bytes as the value's `encode(to:)` calls come:
/// no tree of the value is built, and strings go through ``JSONValue/appendQuoted(_:to:)``. The push journal's lines
/// write their common fields by hand (`JournalEntry.appendJSON(to:)`) and hand the values few pushes carry (a sound,
/// attachments, an intent) to this encoder. What `JSONDecoder` reads back is what `JSONEncoder` with
/// `.secondsSince1970` dates would have given it: dates as seconds since 1970, `Data` as Base64, URLs as their
/// absolute strings, a value that encodes nothing as `{}`; a non-finite number is an `EncodingError` naming its
/// coding path.
///
/// Written as it goes, a container must be used while it is the innermost one open, as synthesized conformances and
/// almost all hand-written ones do: writing to a container after a later sibling or its parent went on is an
/// `EncodingError` rather than misplaced JSON. A key encoded twice is written twice (`JSONDecoder` reads the last).
package enum JSONLineEncoder {
    /// `value` as compact JSON, appended to `out`; when it throws, `out` is as it was.
    package static func encode(_ value: some Encodable, into out: inout [UInt8]) throws {
        let start = out.count
        let writer = LineWriter()
        swap(&writer.bytes, &out)
        defer { swap(&writer.bytes, &out) }
        do {
            let root = writer.push(.slot, key: nil)
            try writer.encode(value, into: root)
            writer.close(deeperThan: -1)
            if let failure = writer.failure { throw failure }
        } catch {
            writer.bytes.removeSubrange(start...)
            throw error
        }
    }

    /// `value` as compact JSON bytes.
    package static func encode(_ value: some Encodable) throws -> [UInt8] {
        var out: [UInt8] = []
        try encode(value, into: &out)
        return out
    }
}

/// One open part of the line: a place for one value, an object or an array.
private struct Frame {
    enum Kind { case slot, object, array }
    var kind: Kind
    /// Tells this frame from a later one at the same depth.
    var serial: Int
    /// Members or elements written; for a slot, 1 once its value was begun.
    var count = 0
    /// The key or index this frame is under, for coding paths.
    var key: (any CodingKey)?
}

/// Where a container or encoder writes: a frame's depth in the stack and its serial.
private struct Position {
    var depth: Int
    var serial: Int

    /// Where a container that could not be opened writes: no frame has serial 0, so every write there is refused.
    static let nowhere = Position(depth: 0, serial: 0)
}

/// The bytes written so far and the frames still open, innermost last.
private final class LineWriter {
    var bytes: [UInt8] = []
    var frames: [Frame] = []
    var serials = 0
    /// The first misuse of a container (a write to one no longer open), thrown when the value is done.
    var failure: EncodingError?

    func push(_ kind: Frame.Kind, key: (any CodingKey)?) -> Position {
        serials += 1
        frames.append(Frame(kind: kind, serial: serials, key: key))
        return Position(depth: frames.count - 1, serial: serials)
    }

    /// Closes every frame deeper than `depth`, writing what ends each.
    func close(deeperThan depth: Int) {
        while frames.count > depth + 1 {
            let frame = frames.removeLast()
            switch frame.kind {
            case .object: bytes.append(UInt8(ascii: "}"))
            case .array: bytes.append(UInt8(ascii: "]"))
            case .slot: if frame.count == 0 { bytes.append(literal: "{}") }  // as JSONEncoder writes a value that encoded nothing
            }
        }
    }

    func isOpen(_ position: Position) -> Bool {
        position.depth < frames.count && frames[position.depth].serial == position.serial
    }

    /// Makes `position` the innermost frame, closing what was opened inside it; false (the misuse recorded) when it
    /// is no longer open.
    func enter(_ position: Position) -> Bool {
        guard failure == nil else { return false }
        guard isOpen(position) else {
            // Named by where the value had got to: the closed container has no path any more.
            failure = EncodingError.invalidValue((), EncodingError.Context(
                codingPath: frames.compactMap(\.key),
                debugDescription: "a container was written to after the value went on past it; this encoder writes as it goes"))
            return false
        }
        close(deeperThan: position.depth)
        return true
    }

    /// The coding path of the frame at `position` (empty once it is closed).
    func codingPath(_ position: Position) -> [any CodingKey] {
        isOpen(position) ? frames.prefix(position.depth + 1).compactMap(\.key) : []
    }

    // MARK: Values

    /// Begins the value of the slot at `position`: false when it already has one (the misuse recorded).
    func beginValue(_ position: Position) -> Bool {
        guard enter(position) else { return false }
        guard frames[position.depth].count == 0 else {
            failure = EncodingError.invalidValue((), EncodingError.Context(
                codingPath: codingPath(position), debugDescription: "a second value was encoded where one was already"))
            return false
        }
        frames[position.depth].count = 1
        return true
    }

    /// Writes a scalar as the slot's value.
    func writeScalar(into slot: Position, _ write: (inout [UInt8]) -> Void) {
        guard beginValue(slot) else { return }
        write(&bytes)
    }

    /// Writes `value` as the slot's value: dates, data, URLs and decimals as JSONEncoder writes them, anything else
    /// by its own `encode(to:)`.
    func encode<Value: Encodable>(_ value: Value, into slot: Position) throws {
        if Value.self == Date.self {
            let seconds = (value as! Date).timeIntervalSince1970
            let text = try Self.number(seconds, codingPath(slot))
            writeScalar(into: slot) { $0.append(text: text) }
        } else if Value.self == Data.self {
            let text = (value as! Data).base64EncodedString()
            writeScalar(into: slot) { JSONValue.appendQuoted(text, to: &$0) }
        } else if Value.self == URL.self {
            let text = (value as! URL).absoluteString
            writeScalar(into: slot) { JSONValue.appendQuoted(text, to: &$0) }
        } else if Value.self == Decimal.self {
            let text = (value as! Decimal).description
            writeScalar(into: slot) { $0.append(text: text) }
        } else {
            try value.encode(to: SlotEncoder(writer: self, slot: slot))
        }
    }

    /// Writes `value` in a slot of its own under `key`, inside the container at `parent` (already entered, its
    /// separator and key written), and closes that slot.
    func encodeNested<Value: Encodable>(_ value: Value, key: any CodingKey, parent: Position) throws {
        let slot = push(.slot, key: key)
        try encode(value, into: slot)
        if isOpen(slot) { close(deeperThan: parent.depth) }
    }

    /// Opens an object or array as the slot's value, or, when the slot's value is already that container and still
    /// open, returns it again (an encoder may be asked for its container more than once).
    func container(_ kind: Frame.Kind, in slot: Position) -> Position {
        let inner = slot.depth + 1
        if failure == nil, isOpen(slot), frames[slot.depth].count == 1, inner < frames.count, frames[inner].kind == kind {
            close(deeperThan: inner)
            return Position(depth: inner, serial: frames[inner].serial)
        }
        guard beginValue(slot) else { return .nowhere }
        bytes.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return push(kind, key: nil)
    }

    /// Begins the next member or element of the container at `position`: its separator and, in an object, its key.
    func beginMember(of position: Position, key: String?) -> Bool {
        guard enter(position) else { return false }
        if frames[position.depth].count > 0 { bytes.append(UInt8(ascii: ",")) }
        frames[position.depth].count += 1
        if let key {
            JSONValue.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
        return true
    }

    static func number(_ value: Double, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: codingPath(), debugDescription: "\(value) is not a JSON number"))
        }
        // Whole numbers without ".0", as JSONEncoder writes them; others as Swift's shortest round-tripping form.
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    static func number(_ value: Float, _ codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
        // A Float is written as its own shortest form, not widened (0.1 stays 0.1), as JSONEncoder does.
        guard value.isFinite else { return try number(Double(value), codingPath()) }
        return value == value.rounded() && abs(value) < 1e7 ? String(Int64(value)) : value.description
    }
}

private struct SlotEncoder: Encoder {
    let writer: LineWriter
    let slot: Position
    var codingPath: [any CodingKey] { writer.codingPath(slot) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedLineContainer<Key>(writer: writer, position: writer.container(.object, in: slot)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedLineContainer(writer: writer, position: writer.container(.array, in: slot))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleLineContainer(writer: writer, slot: slot) }
}

private struct KeyedLineContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: LineWriter
    let position: Position
    var codingPath: [any CodingKey] { writer.codingPath(position) }

    private func write(_ key: Key, _ write: (inout [UInt8]) -> Void) {
        guard writer.beginMember(of: position, key: key.stringValue) else { return }
        write(&writer.bytes)
    }

    mutating func encodeNil(forKey key: Key) throws { write(key) { $0.append(literal: "null") } }
    mutating func encode(_ value: Bool, forKey key: Key) throws { write(key) { $0.append(literal: value ? "true" : "false") } }
    mutating func encode(_ value: String, forKey key: Key) throws { write(key) { JSONValue.appendQuoted(value, to: &$0) } }
    mutating func encode(_ value: Int, forKey key: Key) throws { write(key) { $0.append(decimal: value) } }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        let text = try LineWriter.number(value, codingPath + [key])
        write(key) { $0.append(text: text) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        let text = try LineWriter.number(value, codingPath + [key])
        write(key) { $0.append(text: text) }
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
        guard writer.beginMember(of: position, key: key.stringValue) else { return }
        try writer.encodeNested(value, key: key, parent: position)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedLineContainer<NestedKey>(writer: writer, position: nested(.object, key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        UnkeyedLineContainer(writer: writer, position: nested(.array, key))
    }

    mutating func superEncoder() -> any Encoder { superEncoder(under: SuperKey()) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(under: key) }

    private func nested(_ kind: Frame.Kind, _ key: Key) -> Position {
        guard writer.beginMember(of: position, key: key.stringValue) else { return .nowhere }
        writer.bytes.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return writer.push(kind, key: key)
    }

    /// A slot under `key` that stays open until this container goes on.
    private func superEncoder(under key: any CodingKey) -> any Encoder {
        guard writer.beginMember(of: position, key: key.stringValue) else { return SlotEncoder(writer: writer, slot: .nowhere) }
        return SlotEncoder(writer: writer, slot: writer.push(.slot, key: key))
    }
}

/// The key `superEncoder()` writes under, as JSONEncoder names it.
private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

/// An index in an unkeyed container, as a coding key of the path.
private struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedLineContainer: UnkeyedEncodingContainer {
    let writer: LineWriter
    let position: Position
    var codingPath: [any CodingKey] { writer.codingPath(position) }
    var count: Int { writer.isOpen(position) ? writer.frames[position.depth].count : 0 }

    private func write(_ write: (inout [UInt8]) -> Void) {
        guard writer.beginMember(of: position, key: nil) else { return }
        write(&writer.bytes)
    }

    mutating func encodeNil() throws { write { $0.append(literal: "null") } }
    mutating func encode(_ value: Bool) throws { write { $0.append(literal: value ? "true" : "false") } }
    mutating func encode(_ value: String) throws { write { JSONValue.appendQuoted(value, to: &$0) } }
    mutating func encode(_ value: Int) throws { write { $0.append(decimal: value) } }
    mutating func encode(_ value: Double) throws {
        let text = try LineWriter.number(value, codingPath + [IndexKey(count)])
        write { $0.append(text: text) }
    }
    mutating func encode(_ value: Float) throws {
        let text = try LineWriter.number(value, codingPath + [IndexKey(count)])
        write { $0.append(text: text) }
    }
    mutating func encode(_ value: some Encodable) throws {
        let index = count
        guard writer.beginMember(of: position, key: nil) else { return }
        try writer.encodeNested(value, key: IndexKey(index), parent: position)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedLineContainer<NestedKey>(writer: writer, position: nested(.object)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { UnkeyedLineContainer(writer: writer, position: nested(.array)) }

    mutating func superEncoder() -> any Encoder {
        let index = count
        guard writer.beginMember(of: position, key: nil) else { return SlotEncoder(writer: writer, slot: .nowhere) }
        return SlotEncoder(writer: writer, slot: writer.push(.slot, key: IndexKey(index)))
    }

    private func nested(_ kind: Frame.Kind) -> Position {
        let index = count
        guard writer.beginMember(of: position, key: nil) else { return .nowhere }
        writer.bytes.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return writer.push(kind, key: IndexKey(index))
    }
}

private struct SingleLineContainer: SingleValueEncodingContainer {
    let writer: LineWriter
    let slot: Position
    var codingPath: [any CodingKey] { writer.codingPath(slot) }

    private func write(_ write: (inout [UInt8]) -> Void) { writer.writeScalar(into: slot, write) }
    private func write(decimal value: some BinaryInteger) { write { $0.append(text: String(value)) } }

    mutating func encodeNil() throws { write { $0.append(literal: "null") } }
    mutating func encode(_ value: Bool) throws { write { $0.append(literal: value ? "true" : "false") } }
    mutating func encode(_ value: String) throws { write { JSONValue.appendQuoted(value, to: &$0) } }
    mutating func encode(_ value: Double) throws {
        let text = try LineWriter.number(value, codingPath)
        write { $0.append(text: text) }
    }
    mutating func encode(_ value: Float) throws {
        let text = try LineWriter.number(value, codingPath)
        write { $0.append(text: text) }
    }
    mutating func encode(_ value: Int) throws { write { $0.append(decimal: value) } }
    mutating func encode(_ value: Int8) throws { write(decimal: value) }
    mutating func encode(_ value: Int16) throws { write(decimal: value) }
    mutating func encode(_ value: Int32) throws { write(decimal: value) }
    mutating func encode(_ value: Int64) throws { write(decimal: value) }
    mutating func encode(_ value: UInt) throws { write(decimal: value) }
    mutating func encode(_ value: UInt8) throws { write(decimal: value) }
    mutating func encode(_ value: UInt16) throws { write(decimal: value) }
    mutating func encode(_ value: UInt32) throws { write(decimal: value) }
    mutating func encode(_ value: UInt64) throws { write(decimal: value) }
    mutating func encode(_ value: some Encodable) throws { try writer.encode(value, into: slot) }
}

extension [UInt8] {
    /// Begins a member of a JSON object written by hand: a comma unless it is the first, then the quoted key and a colon.
    package mutating func appendJSONKey(_ key: String, first: Bool = false) {
        if !first { append(UInt8(ascii: ",")) }
        JSONValue.appendQuoted(key, to: &self)
        append(UInt8(ascii: ":"))
    }

    /// Begins a member whose key is fixed text that needs no escape (a coding key's name): copied as it is. The push
    /// journal writes a dozen per line, and a `CodingKey`'s `stringValue` is made and escaped anew at each use.
    package mutating func appendJSONKey(literal key: StaticString, first: Bool = false) {
        // Put together on the stack and appended at once: an append costs about a hundred instructions whatever its
        // length, and a journal line has a dozen keys.
        key.withUTF8Buffer { name in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: name.count + 4) { buffer in
                var count = 0
                if !first {
                    buffer[0] = UInt8(ascii: ",")
                    count = 1
                }
                buffer[count] = UInt8(ascii: "\"")
                _ = UnsafeMutableBufferPointer(rebasing: buffer[(count + 1)...]).initialize(from: name)
                count += 1 + name.count
                buffer[count] = UInt8(ascii: "\"")
                buffer[count + 1] = UInt8(ascii: ":")
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<(count + 2)]))
            }
        }
    }

    /// Appends a number as ``JSONLineEncoder`` (and JSONEncoder) writes it; a non-finite one is an `EncodingError` at
    /// `codingPath`.
    package mutating func appendJSONNumber(_ value: Double, codingPath: @autoclosure () -> [any CodingKey]) throws {
        append(text: try LineWriter.number(value, codingPath()))
    }

    /// Appends a number as ``appendJSONNumber(_:codingPath:)`` does, its text taken from `memo` when it is the number
    /// last written through it.
    package mutating func appendJSONNumber(_ value: Double, memo: inout JSONNumberMemo, codingPath: @autoclosure () -> [any CodingKey]) throws {
        if let last = memo.last, last.value == value { return append(contentsOf: last.text) }
        let start = count
        try appendJSONNumber(value, codingPath: codingPath())
        memo.last = (value, Array(self[start...]))
    }
}

/// The last number written through it and its JSON text. The push journal writes a batch's lines with one: every
/// push of a batch is delivered at the same time, and writing a date's shortest decimal form cost about 1k of a plain
/// alert's line's 6.8k instructions.
package struct JSONNumberMemo: Sendable {
    fileprivate var last: (value: Double, text: [UInt8])?

    package init() {}
}

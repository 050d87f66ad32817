import Foundation
import NotiCore
import PropertyBased
import Testing

/// The journal's encoder must write what `JSONDecoder` reads back as the value `JSONEncoder` would have given it.
@Suite("JSON lines without JSONEncoder")
struct JSONLineEncoderTests {
    struct Inner: Codable, Hashable {
        var name: String
        var score: Double?
        var tags: [String]
    }

    enum Shape: Codable, Hashable {
        case dot
        case line(length: Float)
        case named(String, Inner)
    }

    struct Sample: Codable, Hashable {
        var text: String
        var count: Int
        var small: Int8
        var big: UInt64
        var ratio: Double
        var flag: Bool
        var when: Date
        var bytes: Data
        var link: URL?
        var inner: Inner?
        var list: [Inner]
        var byNumber: [Int: String]
        var byName: [String: [Double]]
        var nested: [[String?]]
        var shape: Shape
    }

    static let texts = ["", "plain", "quote \" and \\ backslash", "line\nbreak\ttab\u{1}\u{7F}", "한국어 日本語 😀", "\u{2028}\u{2029}"]
    static let doubles: [Double] = [0, -0.0, 1, -1, 0.1, 1e-7, 123456.789, 1_700_000_000, 1_700_000_000.25, 1e300, -2.5e-300, 4_503_599_627_370_497]

    static let floats: [Float] = [0, 0.1, -3.25, 1e-7, 16_777_216, 3.4e38]

    static let generator = Gen.int(in: 0...1_000_000).map { seed -> Sample in
        var random = SplitMix(seed: UInt64(seed))
        func text() -> String { texts[random.next(texts.count)] }
        func double() -> Double { doubles[random.next(doubles.count)] }
        func inner() -> Inner { Inner(name: text(), score: random.next(2) == 0 ? nil : double(), tags: (0..<random.next(3)).map { _ in text() }) }
        let shapes: [Shape] = [.dot, .line(length: floats[random.next(floats.count)]), .named(text(), inner())]
        return Sample(text: text(), count: random.next(2_000_001) - 1_000_000, small: Int8(random.next(256) - 128), big: UInt64.max - UInt64(random.next(10)),
                      ratio: double(), flag: random.next(2) == 0, when: Date(timeIntervalSince1970: double()),
                      bytes: Data((0..<random.next(6)).map { _ in UInt8(random.next(256)) }),
                      link: random.next(2) == 0 ? nil : URL(string: "https://example.com/a%20b?q=\(random.next(9))#f"),
                      inner: random.next(2) == 0 ? nil : inner(), list: (0..<random.next(3)).map { _ in inner() },
                      byNumber: Dictionary(uniqueKeysWithValues: (0..<random.next(3)).map { ($0 * 7 - 3, text()) }),
                      byName: Dictionary(uniqueKeysWithValues: (0..<random.next(3)).map { ("k\($0)", [double()]) }),
                      nested: [[nil, text()], []], shape: shapes[random.next(shapes.count)])
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    @Test("any value of nested optionals, arrays, dictionaries keyed by numbers and names, dates, data, URLs, enums with payloads and awkward doubles and strings reads back as JSONEncoder's line reads back")
    func readsBackAsJSONEncoderWrites() async throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        await propertyCheck(count: 300, input: Self.generator) { sample in
            // Caught here: the property checker does not count an error thrown out of its body as a failure.
            do {
                let ours = try Self.decoder().decode(Sample.self, from: Data(JSONLineEncoder.encode(sample)))
                let theirs = try Self.decoder().decode(Sample.self, from: encoder.encode(sample))
                #expect(ours == theirs)
                #expect(ours == sample)
            } catch {
                Issue.record("\(sample): \(error)")
            }
        }
    }

    @Test("the line is compact, one line, and escapes what a terminal or a line reader must not see raw")
    func compactOneLine() throws {
        let line = String(decoding: try JSONLineEncoder.encode(Inner(name: "a\nb\u{1B}[31m", score: 2, tags: [])), as: UTF8.self)
        #expect(line == #"{"name":"a\nb\u001b[31m","score":2,"tags":[]}"#)
    }

    @Test("a number JSON cannot hold is an EncodingError naming where it was")
    func nonFiniteIsAnError() {
        #expect(throws: EncodingError.self) { try JSONLineEncoder.encode(Inner(name: "x", score: .infinity, tags: [])) }
        #expect(throws: EncodingError.self) { try JSONLineEncoder.encode([Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONLineEncoder.encode(Shape.line(length: .infinity)) }
        #expect(Self.failurePath { try JSONLineEncoder.encode(Inner(name: "x", score: .infinity, tags: [])) } == ["score"])
        #expect(Self.failurePath { try JSONLineEncoder.encode([[1.0], [2.0, .nan]]) } == ["Index 1", "Index 1"])
        #expect(Self.failurePath { try JSONLineEncoder.encode(["outer": Inner(name: "x", score: -.infinity, tags: [])]) } == ["outer", "score"])
    }

    /// Hand-written conformances in the shapes Codable allows: a class's `super` value, a container asked for twice,
    /// a value that encodes nothing, a nested container under a key, and a key encoded twice.
    class Base: Encodable {
        var name = "base"
        enum Keys: String, CodingKey { case name, count, extra, empty, pair, twice }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(name, forKey: .name)
        }
    }

    final class Derived: Base {
        override func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: Keys.self)
            try first.encode(3, forKey: .count)
            try super.encode(to: first.superEncoder())
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(Nothing(), forKey: .empty)
            var pair = again.nestedUnkeyedContainer(forKey: .pair)
            try pair.encode(1)
            try pair.encode("two")
            try again.encode("first", forKey: .twice)
            try again.encode("last", forKey: .twice)
        }
    }

    struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Writes to its first container after opening a nested one under it and going on past the nested one.
    struct LateWriter: Encodable {
        enum Keys: String, CodingKey { case inner, after }
        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .inner)
            try outer.encode(1, forKey: .after)
            try inner.encode(2, forKey: .after)
        }
    }

    @Test("hand-written conformances: a super value, a container asked for twice, an empty value as {}, a key written twice read back as its last value")
    func handWrittenShapes() throws {
        let line = String(decoding: try JSONLineEncoder.encode(Derived()), as: UTF8.self)
        #expect(line == #"{"count":3,"super":{"name":"base"},"empty":{},"pair":[1,"two"],"twice":"first","twice":"last"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(decoded?["twice"] as? String == "last")
        #expect(String(decoding: try JSONLineEncoder.encode(Nothing()), as: UTF8.self) == "{}")
    }

    @Test("a container written to after the value went on past it is an EncodingError, and the output is left as it was")
    func lateWriteIsAnError() throws {
        var out = Array("kept\n".utf8)
        #expect(throws: EncodingError.self) { try JSONLineEncoder.encode(LateWriter(), into: &out) }
        #expect(out == Array("kept\n".utf8))
        #expect(Self.failurePath { try JSONLineEncoder.encode(["x": LateWriter()]) } == ["x"])
    }

    /// The coding path an encoding error names, as key strings; nil when `encode` did not fail that way.
    static func failurePath(_ encode: () throws -> [UInt8]) -> [String]? {
        do { _ = try encode() } catch let EncodingError.invalidValue(_, context) { return context.codingPath.map(\.stringValue) } catch {}
        return nil
    }
}

/// A small seeded generator, so each property input draws its own reproducible values.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}

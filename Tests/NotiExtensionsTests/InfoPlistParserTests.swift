import Foundation
import Testing
import TestSupport
@testable import NotiExtensions

@Suite("Property list parsing, XML and binary")
struct InfoPlistParserTests {
    /// A value using every plist type, strings long enough for extended counts and one needing UTF-16.
    static let sample: PlistValue = .dictionary([
        "string": .string("plain"),
        "unicode": .string("기상 알람 – 新しい写真 👍"),
        "long": .string(String(repeating: "x", count: 300)),
        "integers": .array([.integer(0), .integer(255), .integer(256), .integer(70_000), .integer(5_000_000_000), .integer(-1), .integer(Int.min)]),
        "real": .real(0.5),
        "flags": .array([.bool(true), .bool(false)]),
        "date": .date(Date(timeIntervalSince1970: 1_700_000_000)),
        "data": .data([0, 1, 2, 255]),
        "nested": .dictionary(["empty": .array([]), "emptyDict": .dictionary([:])]),
        "many": .array((0..<20).map { .integer($0) }),
    ])

    @Test("XML plists hold dict, array, string, integer, real, true, false, date and data")
    func xmlTypes() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- a comment -->
        <plist version="1.0">
        <dict>
            <key>s</key><string>a &lt;b&gt; &amp; &#x1F44D; <![CDATA[<raw>]]></string>
            <key>i</key><integer> -42 </integer>
            <key>h</key><integer>0x1F</integer>
            <key>r</key><real>2.5</real>
            <key>t</key><true/>
            <key>f</key><false></false>
            <key>d</key><date>2023-11-14T22:13:20Z</date>
            <key>b</key><data>AAEC
            /w==</data>
            <key>a</key><array><string/><dict/></array>
        </dict>
        </plist>
        """
        let value = try PropertyList.parse(Array(xml.utf8))
        #expect(value == .dictionary([
            "s": .string("a <b> & 👍 <raw>"), "i": .integer(-42), "h": .integer(31), "r": .real(2.5), "t": .bool(true),
            "f": .bool(false), "d": .date(Date(timeIntervalSince1970: 1_700_000_000)), "b": .data([0, 1, 2, 255]),
            "a": .array([.string(""), .dictionary([:])]),
        ]))
    }

    @Test("binary plists written by the writer read back to the same value")
    func binaryRoundTrip() throws {
        #expect(try PropertyList.parse(BinaryPlistWriter.encode(Self.sample)) == Self.sample)
        // Over 255 objects (2-byte references) and over 64 KB (wider offsets).
        let large: PlistValue = .array((0..<300).map { .integer($0) } + [.string(String(repeating: "z", count: 70_000))])
        #expect(try PropertyList.parse(BinaryPlistWriter.encode(large)) == large)
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: Data(BinaryPlistWriter.encode(large)), options: [], format: &format)
        #expect((object as? [Any])?.count == 301)
    }

    @Test("binary plists written by Foundation read the same as with Foundation")
    func foundationBinaryInterop() throws {
        let object: [String: Any] = [
            "s": "plain", "u": "新しい写真", "i": 70_000, "n": -5, "r": 0.25, "t": true,
            "a": ["x", 1, false], "d": Data([9, 8, 7]), "long": String(repeating: "y", count: 40),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let value = try PropertyList.parse(Array(data))
        #expect(value == .dictionary([
            "s": .string("plain"), "u": .string("新しい写真"), "i": .integer(70_000), "n": .integer(-5), "r": .real(0.25),
            "t": .bool(true), "a": .array([.string("x"), .integer(1), .bool(false)]), "d": .data([9, 8, 7]),
            "long": .string(String(repeating: "y", count: 40)),
        ]))
    }

    @Test("Foundation reads what the binary writer writes")
    func writerReadableByFoundation() throws {
        let bytes = BinaryPlistWriter.encode(.dictionary(["k": .array([.string("新しい"), .integer(300), .real(1.5), .bool(true)])]))
        var format = PropertyListSerialization.PropertyListFormat.xml
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: &format)
        #expect(format == .binary)
        let array = (object as? [String: Any])?["k"] as? [Any]
        #expect(array?.count == 4)
        #expect(array?.first as? String == "新しい")
    }

    @Test("XML plists written by Foundation read the same as with Foundation")
    func foundationXMLInterop() throws {
        let object: [String: Any] = ["s": "a < b & \"c\"", "u": "기상 알람", "i": -7, "r": 1.25, "f": false, "d": Data([1, 2]), "a": [["k": "v"]]]
        let data = try PropertyListSerialization.data(fromPropertyList: object, format: .xml, options: 0)
        #expect(try PropertyList.parse(Array(data)) == .dictionary([
            "s": .string("a < b & \"c\""), "u": .string("기상 알람"), "i": .integer(-7), "r": .real(1.25), "f": .bool(false),
            "d": .data([1, 2]), "a": .array([.dictionary(["k": .string("v")])]),
        ]))
    }

    @Test("text that is neither XML nor bplist00 is refused")
    func otherFormats() {
        #expect(throws: PlistParseError.self) { try PropertyList.parse(Array("{ a = b; }".utf8)) }
        #expect(throws: PlistParseError.self) { try PropertyList.parse([]) }
    }

    @Test("a key given twice in one XML dictionary keeps its last value, with a warning naming its path and line")
    func duplicateKeyKeepsTheLast() throws {
        let xml = "<plist><dict><key>outer</key><dict>\n<key>a</key><string>1</string>\n<key>a</key><true/></dict></dict></plist>"
        let document = try PropertyList.read(Array(xml.utf8))
        #expect(document.value == .dictionary(["outer": .dictionary(["a": .bool(true)])]))
        #expect(document.warnings.map(\.description) == [
            "warning: outer.a: appears twice in one dictionary (again on line 3); iOS's property-list reader keeps the last one, the boolean YES, and drops the string \"1\"",
        ])
    }
}

@Suite("Corrupt and malicious property lists give errors, never crashes or hangs")
struct CorruptPlistTests {
    /// A binary plist from raw objects with 2-byte offsets and 1-byte references.
    static func bplist(_ objects: [[UInt8]], top: UInt8 = 0, objectCount: UInt64? = nil, tableOffset: UInt64? = nil, offsets: [UInt16]? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var computed: [UInt16] = []
        for object in objects { computed.append(UInt16(bytes.count)); bytes += object }
        let table = UInt64(bytes.count)
        bytes += (offsets ?? computed).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        bytes += [0, 0, 0, 0, 0, 0, 2, 1]
        for value in [objectCount ?? UInt64(objects.count), UInt64(top), tableOffset ?? table] {
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * (7 - $0))) }
        }
        return bytes
    }

    static func failure(_ bytes: [UInt8]) -> String? {
        do { _ = try PropertyList.parse(bytes); return nil } catch { return error.reason }
    }

    /// What a corrupted plist must come to: a value that writes and reads back as itself, or a one-line reason.
    static func expectValueOrOneLineError(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let value = try PropertyList.parse(bytes)
            #expect(try PropertyList.parse(BinaryPlistWriter.encode(value)) == value, "a corrupted plist read as a value keeps it",
                    sourceLocation: sourceLocation)
            // As an import writes it back (docs/rules/xcode.md#infoplists-as-built); compared as written, as NaN equals nothing.
            let written = XMLPlistWriter.document(value)
            #expect(try XMLPlistWriter.document(PropertyList.parse(written)) == written, "written as XML, it reads back as written",
                    sourceLocation: sourceLocation)
        } catch {
            #expect(!error.reason.isEmpty && !error.reason.contains("\n"), "\(error.reason)", sourceLocation: sourceLocation)
        }
    }

    @Test("the hand-built helper makes a readable plist")
    func helperIsValid() throws {
        #expect(try PropertyList.parse(Self.bplist([[0xA1, 1], [0x51, UInt8(ascii: "a")]])) == .array([.string("a")]))
    }

    @Test("every truncation of a binary and an XML plist is refused cleanly")
    func truncations() {
        let binary = BinaryPlistWriter.encode(InfoPlistParserTests.sample)
        for length in 0..<binary.count { #expect(Self.failure(Array(binary.prefix(length))) != nil, "binary length \(length)") }
        let xml = Array(InfoPlistFixture.content("<key>UNNotificationExtensionCategory</key><string>c</string>").utf8)
        for length in 0..<xml.count - 8 { #expect(Self.failure(Array(xml.prefix(length))) != nil, "XML length \(length)") }
    }

    @Test("random byte corruption of a binary plist gives a value that round-trips or a one-line error")
    func randomCorruption() {
        let original = BinaryPlistWriter.encode(InfoPlistParserTests.sample)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                bytes[Int(generator.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: generator.next())
            }
            Self.expectValueOrOneLineError(bytes)
        }
    }

    @Test("random byte corruption of an XML plist gives a value that round-trips or a one-line error")
    func randomXMLCorruption() {
        let original = Array(InfoPlistFixture.content(InfoPlistRuleTests.validAttributes).utf8)
        let noise = Array("<>/&;![]\"x\u{0}".utf8)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 4 + 1) {
                bytes[Int(generator.next() % UInt64(bytes.count))] = noise[Int(generator.next() % UInt64(noise.count))]
            }
            Self.expectValueOrOneLineError(bytes)
        }
    }

    @Test("an Info.plist over 1 MB is refused by its size before it is read")
    func oversizedFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-big-\(UUID().uuidString).plist")
        try Data(count: InfoPlistLoader.maximumBytes + 1).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(InfoPlistLoader.validate(path: url.path).first?.message.contains("larger than") == true)
    }

    @Test("an array that contains itself is a reference cycle error")
    func cycle() {
        #expect(Self.failure(Self.bplist([[0xA1, 0]]))?.contains("cycle") == true)
        let indirect = Self.bplist([[0xA1, 1], [0xD1, 2, 0], [0x51, UInt8(ascii: "k")]])
        #expect(Self.failure(indirect)?.contains("cycle") == true)
    }

    @Test("out-of-range offsets, references and top objects are errors")
    func badOffsets() {
        #expect(Self.failure(Self.bplist([[0x09]], offsets: [200]))?.contains("offset") == true)
        #expect(Self.failure(Self.bplist([[0xA1, 7]]))?.contains("out of range") == true)
        #expect(Self.failure(Self.bplist([[0x09]], top: 5))?.contains("top object") == true)
        #expect(Self.failure(Self.bplist([[0x09]], tableOffset: 1 << 40))?.contains("offset table") == true)
        #expect(Self.failure(Self.bplist([[0x09]], objectCount: UInt64.max))?.contains("object count") == true)
    }

    @Test("huge counts are refused before anything is allocated")
    func hugeCounts() {
        let hugeArray: [UInt8] = [0xAF, 0x13, 0x3F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(Self.failure(Self.bplist([hugeArray]))?.contains("past the end") == true)
        let hugeString: [UInt8] = [0x5F, 0x13, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(Self.failure(Self.bplist([hugeString])) != nil)
        let negative: [UInt8] = [0x6F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        #expect(Self.failure(Self.bplist([negative])) != nil)
    }

    @Test("nesting deeper than the limit is an error in both formats")
    func deepNesting() {
        let depth = 200
        let objects: [[UInt8]] = (0..<depth).map { $0 == depth - 1 ? [0xA0] : [0xA1, UInt8($0 + 1)] }
        #expect(Self.failure(Self.bplist(objects))?.contains("nesting") == true)
        let xml = "<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>"
        #expect(Self.failure(Array(xml.utf8))?.contains("nesting") == true)
    }

    @Test("shared references that would expand exponentially stop at the object budget")
    func exponentialSharing() {
        let levels = 60
        let objects: [[UInt8]] = (0..<levels).map { $0 == levels - 1 ? [0x09] : [0xA2, UInt8($0 + 1), UInt8($0 + 1)] }
        #expect(Self.failure(Self.bplist(objects))?.contains("objects") == true)
    }

    @Test("malformed XML is refused with its line")
    func malformedXML() {
        let cases: [(String, String)] = [
            ("<plist><dict><key>a</key></dict></plist>", "has no value"),
            ("<plist><dict><string>a</string></dict></plist>", "expected <key>"),
            ("<plist><integer>12x</integer></plist>", "not an integer"),
            ("<plist><integer>99999999999999999999</integer></plist>", "not an integer"),
            ("<plist><real>fast</real></plist>", "not a number"),
            ("<plist><date>yesterday</date></plist>", "<date>"),
            ("<plist><data>!!!</data></plist>", "base64"),
            ("<plist><set/></plist>", "unknown element"),
            ("<plist><array></dict></plist>", "expected </array>"),
            ("<plist><string>&bogus;</string></plist>", "unknown entity"),
            ("<plist>\n<true/>\n</plist><extra/>", "line 3"),
        ]
        for (xml, expected) in cases {
            let reason = Self.failure(Array(xml.utf8))
            #expect(reason?.contains(expected) == true, "\(xml) → \(reason ?? "parsed")")
        }
        #expect(Self.failure([0x3C, 0x70, 0xFF, 0xFE])?.contains("UTF-8") == true)
    }

    @Test("a binary date that is not a number or lies outside the years 1 to 9999 is refused with a one-line error, as XML cannot hold it; the years' ends are read")
    func binaryDatesOutOfRange() throws {
        for seconds in [Double.nan, .infinity, -.infinity, 1e20, -62_135_596_801, 253_402_300_800] {
            let reason = Self.failure(BinaryPlistWriter.encode(.dictionary(["When": .date(Date(timeIntervalSince1970: seconds))])))
            #expect(reason?.contains("a date outside the years 1 to 9999") == true, "\(seconds) → \(reason ?? "parsed")")
        }
        for seconds in [-62_135_596_800.0, 253_402_300_799] {
            let value = PlistValue.dictionary(["When": .date(Date(timeIntervalSince1970: seconds))])
            #expect(try PropertyList.parse(BinaryPlistWriter.encode(value)) == value)
            #expect(try PropertyList.parse(XMLPlistWriter.document(value)) == value, "written as XML and read back")
        }
    }

    @Test("XML integers reach both ends of 64 bits, Int.min included, and one past either end is refused")
    func integerEnds() throws {
        #expect(try PropertyList.parse(Array("<plist><integer>-9223372036854775808</integer></plist>".utf8)) == .integer(Int.min))
        #expect(try PropertyList.parse(Array("<plist><integer>9223372036854775807</integer></plist>".utf8)) == .integer(Int.max))
        #expect(try PropertyList.parse(Array("<plist><integer>-0x10</integer></plist>".utf8)) == .integer(-16))
        #expect(try PropertyList.parse(XMLPlistWriter.document(.integer(Int.min))) == .integer(Int.min))
        for text in ["-9223372036854775809", "9223372036854775808", "--5"] {
            #expect(Self.failure(Array("<plist><integer>\(text)</integer></plist>".utf8))?.contains("not an integer") == true, "\(text)")
        }
    }
}

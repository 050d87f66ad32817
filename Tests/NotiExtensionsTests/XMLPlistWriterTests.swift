import Foundation
import Testing
@testable import NotiExtensions

/// The XML property lists notisim writes (an imported extension's Info.plist as built, docs/rules/xcode.md#infoplists-as-built).
@Suite("Property lists written as XML")
struct XMLPlistWriterTests {
    /// Every kind of value, with the text XML cannot hold as it is: markup characters, control characters, a carriage
    /// return, non-ASCII and an emoji, in keys as well as values.
    static let sample = PlistValue.dictionary([
        "CFBundleIdentifier": .string("com.example.shop.Service"),
        "Markup": .string("Fish & <Chips> \"quoted\" 'single' ]]>"),
        "Control": .string("tab\tline\nreturn\rbell\u{7}escape\u{1B}[31m delete\u{7F}"),
        "Words": .string("한국어 日本語 👩‍👩‍👧"),
        "Key & <key>": .string(""),
        "Count": .integer(-9_223_372_036_854_775_807),
        "Large": .integer(Int.max),
        "Ratio": .real(0.5625),
        "Whole": .real(2),
        "Tiny": .real(1e-300),
        "Infinite": .real(-.infinity),
        "Enabled": .bool(true),
        "Disabled": .bool(false),
        "When": .date(Date(timeIntervalSince1970: 1_795_939_452)),
        "Bytes": .data(Array(0...255)),
        "Empty array": .array([]),
        "Empty dictionary": .dictionary([:]),
        "NSExtension": .dictionary([
            "NSExtensionAttributes": .dictionary(["UNNotificationExtensionCategory": .array([.string("a"), .string("b")])]),
            "NSExtensionPointIdentifier": .string("com.apple.usernotifications.content-extension"),
        ]),
    ])

    @Test("An XML property list notisim writes reads back as the same value through notisim's own parser")
    func roundTripThroughOwnParser() throws {
        #expect(try PropertyList.parse(XMLPlistWriter.document(Self.sample)) == Self.sample)
        #expect(try PropertyList.parse(XMLPlistWriter.document(.array([.string("top level array")]))) == .array([.string("top level array")]))
    }

    @Test("An XML property list notisim writes reads back as the same values through Foundation's PropertyListSerialization, as an extension's Bundle.main reads it")
    func roundTripThroughFoundation() throws {
        let read = try #require(try PropertyListSerialization.propertyList(from: Data(XMLPlistWriter.document(Self.sample)), format: nil) as? [String: Any])
        #expect(read["Markup"] as? String == "Fish & <Chips> \"quoted\" 'single' ]]>")
        #expect(read["Control"] as? String == "tab\tline\nreturn\rbell\u{7}escape\u{1B}[31m delete\u{7F}")
        #expect(read["Words"] as? String == "한국어 日本語 👩‍👩‍👧")
        #expect(read["Key & <key>"] as? String == "")
        #expect(read["Count"] as? Int == -9_223_372_036_854_775_807 && read["Large"] as? Int == Int.max)
        #expect(read["Ratio"] as? Double == 0.5625 && read["Whole"] as? Double == 2 && read["Tiny"] as? Double == 1e-300)
        #expect(read["Infinite"] as? Double == -.infinity)
        #expect(read["Enabled"] as? Bool == true && read["Disabled"] as? Bool == false)
        #expect(read["When"] as? Date == Date(timeIntervalSince1970: 1_795_939_452))
        #expect(read["Bytes"] as? Data == Data(0...255))
        #expect((read["Empty array"] as? [Any])?.isEmpty == true && (read["Empty dictionary"] as? [String: Any])?.isEmpty == true)
        let attributes = (read["NSExtension"] as? [String: Any])?["NSExtensionAttributes"] as? [String: Any]
        #expect(attributes?["UNNotificationExtensionCategory"] as? [String] == ["a", "b"])
    }

    @Test("The XML is written as Xcode writes an Info.plist: the plist header, keys sorted, tabs, empty containers and booleans self-closed, no raw control character")
    func layout() {
        let text = String(decoding: XMLPlistWriter.document(.dictionary([
            "b": .bool(true), "a": .array([]), "c": .dictionary([:]), "d": .string("x\u{1}y"),
        ])), as: UTF8.self)
        #expect(text == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>a</key>
            \t<array/>
            \t<key>b</key>
            \t<true/>
            \t<key>c</key>
            \t<dict/>
            \t<key>d</key>
            \t<string>x&#x1;y</string>
            </dict>
            </plist>

            """)
    }
}

import Foundation
import NotiExtensions
import Testing
@testable import NotiXcode

@Suite("Old-style ASCII property lists (project.pbxproj)")
struct ASCIIPlistTests {
    static func parse(_ text: String) throws(ASCIIPlistError) -> PlistValue { try ASCIIPlist.parse(Array(text.utf8)) }

    /// The message of the error `text` raises, or "no error".
    static func failure(_ text: String) -> String {
        do { _ = try parse(text); return "no error" } catch { return error.description }
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings and data, with both kinds of comment")
    func everyKindOfValue() throws {
        let text = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; /* a comment */
            "quoted key" = "two words";
            list = ( a, "b c", 1.0, );
            empty = ( );
            nested = { path = "$(SRCROOT)/x"; sourceTree = "<group>"; };
            bytes = <0fBD 7a>;
            'single' = 'it\\'s';
        }
        """
        #expect(try Self.parse(text) == .dictionary([
            "archiveVersion": .string("1"), "quoted key": .string("two words"),
            "list": .array([.string("a"), .string("b c"), .string("1.0")]), "empty": .array([]),
            "nested": .dictionary(["path": .string("$(SRCROOT)/x"), "sourceTree": .string("<group>")]),
            "bytes": .data([0x0F, 0xBD, 0x7A]), "single": .string("it's"),
        ]))
    }

    @Test("Escapes: \\n \\t \\\" \\\\, \\U with hex digits, octal bytes, and any other character standing for itself")
    func escapes() throws {
        #expect(try Self.parse(#""a\nb\tc\"d\\e""#) == .string("a\nb\tc\"d\\e"))
        #expect(try Self.parse(#""\U00e9t\U00C9""#) == .string("étÉ"))
        #expect(try Self.parse(#""\101\102\0""#) == .string("AB\u{0}"))
        #expect(try Self.parse(#""\q""#) == .string("q"))
        #expect(try Self.parse("\"기상 알람 👍\"") == .string("기상 알람 👍"))
    }

    @Test("A single-quoted string ends at the next single quote")
    func singleQuotes() throws {
        #expect(try Self.parse("'a \"b\"'") == .string("a \"b\""))
    }

    @Test("Every dictionary entry ends with a semicolon; array elements are separated by commas, a trailing comma allowed")
    func separators() throws {
        #expect(Self.failure("{ a = b }") == "1:9: expected \";\" after the value of \"a\", found \"}\"")
        #expect(Self.failure("{ a = b; c = d }") == "1:16: expected \";\" after the value of \"c\", found \"}\"")
        #expect(Self.failure("( a b )") == "1:5: expected \",\" or \")\" after an array element, found \"b\"")
        #expect(Self.failure("( a, , b )") == "1:6: expected a value, found \",\"")
        #expect(try Self.parse("( a, b, )") == .array([.string("a"), .string("b")]))
    }

    @Test("Errors name the line and column and the reason")
    func errorsHaveLineAndColumn() {
        #expect(Self.failure("{\n  a = b;\n  c = ;\n}") == "3:7: expected a value, found \";\"")
        #expect(Self.failure("{\n  a = \"open") == "2:7: unterminated string: no closing \" before the end of the file")
        #expect(Self.failure("{ a = b; /* never closed") == "1:10: unterminated comment: no \"*/\" before the end of the file")
        #expect(Self.failure("{ a = <0g>; }") == "1:9: expected a hex digit or \">\" in data, found \"g\"")
        #expect(Self.failure("{ a = <0f1>; }") == "1:11: data has an odd number of hex digits")
        #expect(Self.failure("{ a = b; } x") == "1:12: unexpected \"x\" after the top-level value")
        #expect(Self.failure("{ a = b;") == "1:9: unterminated dictionary: expected \"}\", found the end of the file")
        #expect(Self.failure("") == "1:1: expected a value, found the end of the file")
        #expect(Self.failure("{ a \u{07} b }") == "1:5: expected \"=\" after the key \"a\", found the byte 0x7")
        #expect(Self.failure("\"é\\UD800\"") == "1:5: \\UD800 is half of a surrogate pair, not a character")
    }

    @Test("Nesting deeper than the bound is refused with an error, not a stack overflow")
    func boundedDepth() {
        let deep = String(repeating: "(", count: 100_000)
        #expect(Self.failure(deep) == "1:\(ASCIIPlist.maximumDepth + 1): nesting deeper than \(ASCIIPlist.maximumDepth) dictionaries and arrays")
        let justInside = String(repeating: "(", count: ASCIIPlist.maximumDepth) + String(repeating: ")", count: ASCIIPlist.maximumDepth)
        #expect(Self.failure(justInside) == "no error")
    }

    @Test("The three whole corpus projects parse (objectVersion 46, 56 and 77; block/away's one-line configurations)")
    func corpusProjects() throws {
        for (name, version, objects) in [("designatednerd__iOS10NotificationSample", "46", 10), ("block__away", "56", 10), ("uuneo__pushback", "77", 10)] {
            let bytes = try Fixtures.bytes("projects/\(name)/project.pbxproj")
            let plist = try ASCIIPlist.parse(bytes)
            #expect(plist["objectVersion"]?.stringValue == version, "\(name)")
            guard case .dictionary(let all)? = plist["objects"] else { Issue.record("\(name): no objects"); continue }
            #expect(all.count > objects, "\(name)")
        }
    }
}

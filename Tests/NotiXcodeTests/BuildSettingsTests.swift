import Testing
@testable import NotiXcode

@Suite("Build settings: levels, $(inherited), .xcconfig files and references")
struct BuildSettingsTests {
    static let debug = ["sdk": "iphoneos", "arch": "arm64", "config": "Debug"]

    static func settings(_ levels: [[(String, String)]]) -> BuildSettings {
        var settings = BuildSettings()
        for level in levels { settings.push(level.compactMap { BuildSettingAssignment(key: $0.0, value: $0.1) }, parameters: debug) }
        return settings
    }

    @Test("A higher level overrides a lower one; $(inherited) is the lower level's value")
    func inheritedAcrossLevels() {
        let settings = Self.settings([[("FLAGS", "-a")], [("FLAGS", "$(inherited) -b")], [("FLAGS", "${inherited} -c"), ("OTHER", "x")]])
        #expect(settings.value("FLAGS") == "-a -b -c")
        #expect(settings.value("OTHER") == "x")
        #expect(settings.value("MISSING") == nil)
    }

    @Test("References resolve at the top level, in both bracket forms, nested, with rfc1034identifier, c99extidentifier, lower and upper")
    func references() {
        let settings = Self.settings([
            [("PRODUCT_NAME", "My App"), ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"), ("SUFFIX", "Ext")],
            [("PRODUCT_BUNDLE_IDENTIFIER", "com.example.$(PRODUCT_NAME:rfc1034identifier).${SUFFIX:lower}"), ("WHICH", "SUFFIX")],
        ])
        #expect(settings.value("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.My-App.ext")
        #expect(settings.value("PRODUCT_MODULE_NAME") == "My_App")
        #expect(settings.expand("$($(WHICH):upper)").text == "EXT")
        #expect(settings.expand("$(PRODUCT_NAME:c99extidentifier)").text == "My_App")
        #expect(BuildSettingOperator.apply("c99extidentifier", to: "2fa app") == "_2fa_app")
    }

    @Test("An undefined setting reads as empty and is reported; a setting naming itself is reported, not looped on")
    func undefinedAndLoops() {
        let settings = Self.settings([[("A", "$(B)"), ("B", "$(A)"), ("C", "x$(NOPE)y")]])
        let undefined = settings.expand("$(C)")
        #expect(undefined.text == "xy")
        #expect(undefined.report.undefined == ["NOPE"])
        let loop = settings.expand("$(A)")
        #expect(!loop.report.loops.isEmpty)
        let unknown = settings.expand("$(C:frobnicate)")
        #expect(unknown.report.unknownOperators == ["frobnicate"])
    }

    @Test("A setting that names itself means the level below, as $(inherited) does; with nothing below it reads as empty")
    func selfReferenceIsInherited() {
        let settings = Self.settings([[("MARKETING_VERSION", "1.22.12")], [("MARKETING_VERSION", "$(MARKETING_VERSION)"), ("ALONE", "a$(ALONE)b")]])
        let version = settings.expand("$(MARKETING_VERSION)")
        #expect(version.text == "1.22.12")
        #expect(version.report.loops.isEmpty)
        let alone = settings.expand("$(ALONE)")
        #expect(alone.text == "ab")
        #expect(alone.report.loops.isEmpty && alone.report.undefined.isEmpty)
    }

    @Test("Settings that each name another many times stop at a bound instead of growing exponentially")
    func boundedWork() {
        let levels = (0..<40).map { index in ("S\(index)", String(repeating: "$(S\(index + 1))", count: 4)) }
        let settings = Self.settings([levels])
        let (_, report) = settings.expand("$(S0)")
        // Unbounded, the 4-way fan-out would resolve 4^16 references before the depth bound.
        #expect(report.references <= BuildSettings.maximumReferences + 4 * BuildSettings.maximumDepth)
    }

    @Test("Settings that each name another twice with long text stop at a byte bound: the value is at most 64 KB")
    func boundedLength() {
        let filler = String(repeating: "x", count: 1_000)
        let levels = (0..<30).map { index in ("L\(index)", filler + "$(L\(index + 1))$(L\(index + 1))") } + [("L30", filler)]
        let (text, report) = Self.settings([levels]).expand("$(L0)")
        #expect(text.utf8.count <= BuildSettings.maximumExpandedBytes)
        #expect(report.expandedBytes > BuildSettings.maximumExpandedBytes, "the bound was reached")
    }

    @Test("Conditional assignments apply when their sdk/config pattern matches, and win over the plain one")
    func conditions() {
        let settings = Self.settings([[("SIGN", "plain"), ("SIGN[sdk=iphoneos*]", "device"), ("MODE[config=Release]", "fast"), ("MODE", "slow")]])
        #expect(settings.value("SIGN") == "device")
        #expect(settings.value("MODE") == "slow")
    }

    @Test(".xcconfig lines: comments, includes (optional ones marked), conditions, and one message per unreadable line")
    func xcconfigLines() {
        let parsed = XCConfigFile.parse("""
        // comment
        #include "Base.xcconfig"
        #include? "Local.xcconfig"
        BUNDLE_ID_PREFIX = io.robbie // trailing comment
        URL = "https://example.com"
        CODE_SIGN_IDENTITY[sdk=iphoneos*] = iPhone Developer;
        this is not a setting
        """)
        #expect(parsed.lines == [
            .include(path: "Base.xcconfig", optional: false, line: 2), .include(path: "Local.xcconfig", optional: true, line: 3),
            .assignment(BuildSettingAssignment(name: "BUNDLE_ID_PREFIX", value: "io.robbie")),
            .assignment(BuildSettingAssignment(name: "URL", value: "\"https://example.com\"")),
            .assignment(BuildSettingAssignment(name: "CODE_SIGN_IDENTITY", conditions: [("sdk", "iphoneos*")], value: "iPhone Developer")),
        ])
        #expect(parsed.problems == ["line 7: expected NAME = VALUE or #include \"FILE\""])
    }

    @Test(".xcconfig lines may end in CRLF (a file saved on Windows): each line is its own, the CR is not part of the value")
    func xcconfigCRLF() {
        let parsed = XCConfigFile.parse("#include \"Base.xcconfig\"\r\nA = 1\r\nB[sdk=iphoneos*] = two words;\r\nnot a setting\r\n")
        #expect(parsed.lines == [
            .include(path: "Base.xcconfig", optional: false, line: 1), .assignment(BuildSettingAssignment(name: "A", value: "1")),
            .assignment(BuildSettingAssignment(name: "B", conditions: [("sdk", "iphoneos*")], value: "two words")),
        ])
        #expect(parsed.problems == ["line 4: expected NAME = VALUE or #include \"FILE\""])
    }

    @Test("An included file's settings come first; $(inherited) in the including file extends them; a cycle is reported by file")
    func includes() {
        let reader = MemoryFileReader(files: [
            "p/App.xcconfig": "#include \"Base.xcconfig\"\n#include? \"Missing.xcconfig\"\nFLAGS = $(inherited) -app\n",
            "p/Base.xcconfig": "FLAGS = -base\nPREFIX = com.example\n",
            "p/A.xcconfig": "#include \"B.xcconfig\"\nX = a\n",
            "p/B.xcconfig": "#include \"A.xcconfig\"\n",
        ])
        var loader = XCConfigLoader(reader: reader)
        var settings = BuildSettings()
        settings.push(loader.assignments(of: "p/App.xcconfig"), parameters: Self.debug)
        #expect(settings.value("FLAGS") == "-base -app")
        #expect(settings.value("PREFIX") == "com.example")
        #expect(loader.problems.isEmpty)
        _ = loader.assignments(of: "p/A.xcconfig")
        #expect(loader.problems.map { "\($0.file): \($0.reason)" } == ["p/B.xcconfig: #include cycle: A.xcconfig → B.xcconfig → A.xcconfig"])
    }
}

/// Project files held in memory, for tests of the pure parts.
struct MemoryFileReader: ProjectFileReader {
    var files: [String: String]

    func read(_ path: String) -> Result<[UInt8], FileReadError> {
        files[path].map { .success(Array($0.utf8)) } ?? .failure(FileReadError("no such file"))
    }

    func entries(of path: String) -> [String]? {
        let prefix = path + "/"
        let names = Set(files.keys.filter { $0.hasPrefix(prefix) }.compactMap { $0.dropFirst(prefix.count).split(separator: "/").first.map(String.init) })
        return names.isEmpty ? nil : names.sorted()
    }

    func canonicalPath(_ path: String) -> String? { path }
}

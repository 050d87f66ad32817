import NotiExtensionBuild
import Testing

@Suite("The API a failed build says notisim lacks")
struct ExtensionBuildFailureTests {
    @Test("a member or type the compiler cannot find is named; any other error names none", arguments: [
        ("/p/V.swift:25:65: error: value of type 'UILabel' has no member 'adjustsFontForContentSizeCategory'", "UILabel.adjustsFontForContentSizeCategory"),
        ("/p/V.swift:9:13: error: cannot find 'UIButton' in scope", "UIButton"),
        ("/p/V.swift:9:13: error: cannot find type 'UIStepper' in scope", "UIStepper"),
        ("/p/V.swift:3:5: error: type 'UIColor' has no member 'systemMint'", "UIColor.systemMint"),
        ("/p/V.swift:7:38: error: cannot convert value of type 'String' to specified type 'Int'", nil),
    ] as [(String, String?)])
    func missingAPI(firstError: String, api: String?) {
        #expect(ExtensionBuildFailure(firstError: firstError).missingAPI == api)
    }
}

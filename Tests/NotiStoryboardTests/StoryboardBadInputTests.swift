import Foundation
import NotiStoryboard
import NotiStoryboardHost
import Testing

/// Files that are not usable storyboards: one line each, naming the reason, never a crash or a hang.
@Suite("Storyboards: bad input")
struct StoryboardBadInputTests {
    static func reason(_ text: String, limits: BoundedXML.Limits = BoundedXML.Limits()) -> String? {
        do { _ = try StoryboardReader.read(Array(text.utf8), limits: limits); return nil } catch { return error.reason }
    }

    static let header = #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#

    @Test("Not XML: one line saying so, with the line")
    func notXML() throws {
        let reason = try #require(Self.reason("{\"this\": \"is JSON\"}"))
        #expect(reason.hasPrefix("not well-formed XML at line 1"))
        #expect(!reason.contains("\n"))
        #expect(Self.reason("") == "empty file, not XML")
    }

    @Test("Bytes that are not UTF-8 in a name or value are refused before parsing (Foundation's parser would trap)")
    func notUTF8() throws {
        var bytes = Array((Self.header + "<scenes/></document>").utf8)
        bytes.insert(contentsOf: [0xFF, 0xFF, 0xFF, 0x45], at: 10)
        #expect(throws: StoryboardError("not UTF-8 text; storyboards are UTF-8 XML")) { try StoryboardReader.read(bytes) }
    }

    @Test("A truncated storyboard is not well-formed")
    func truncated() throws {
        let whole = try String(contentsOfFile: StoryboardFixtures.notes, encoding: .utf8)
        let reason = try #require(Self.reason(String(whole.prefix(whole.count / 2))))
        #expect(reason.hasPrefix("not well-formed XML"))
    }

    @Test("The wrong root element, a XIB, a macOS storyboard: each named")
    func wrongDocument() {
        #expect(Self.reason("<plist version=\"1.0\"><dict/></plist>") == "root element is <plist>, not an Interface Builder <document>")
        #expect(Self.reason(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"/>"#) == "an iOS XIB, not a storyboard")
        #expect(Self.reason(#"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"/>"#)
                == "a macOS document (com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB), not an iOS storyboard")
        #expect(Self.reason(Self.header + "<scenes/></document>") == "no scene with a view controller")
    }

    @Test("A constraint to a missing id is left out with one line naming it; the rest of the scene reads")
    func constraintToMissingID() throws {
        let text = Self.header + """
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews><label text="Hi" id="lbl" translatesAutoresizingMaskIntoConstraints="NO"/></subviews>
        <constraints>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="bad"/>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="good"/>
        </constraints></view></viewController></objects></scene></scenes></document>
        """
        let storyboard = try StoryboardReader.read(Array(text.utf8))
        #expect(storyboard.initialScene?.allConstraints.map(\.id) == ["good"])
        #expect(storyboard.unused == ["constraint bad: secondItem \"nowhere\" names no view of the scene; left out"])
    }

    @Test("Entity declarations (billion laughs) and external entities are refused before parsing")
    func entityExpansionRefused() throws {
        let laughs = """
        <?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB">&lol2;</document>
        """
        #expect(Self.reason(laughs)?.hasPrefix("has a document type declaration") == true)
        let external = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document>&x;</document>"#
        #expect(Self.reason(external)?.hasPrefix("has a document type declaration") == true)
    }

    @Test("A processing instruction other than the XML declaration is refused in one line before parsing (Foundation's parser crashes on one without data)")
    func processingInstructionRefused() throws {
        let refusal = "has a processing instruction (<?…?>) other than the XML declaration at the start; storyboards have none"
        #expect(Self.reason("<?xml?>\n" + Self.header + "</document>") == refusal)
        #expect(Self.reason(#"<?xml version="1.0"?>"# + Self.header + "<?pi?></document>") == refusal)
        #expect(Self.reason(Self.header + #"</document><?xml version="1.0"?>"#) == refusal)
        #expect(Self.reason("\u{FEFF}" + #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + Self.header + "</document>") != refusal)
    }

    @Test("Huge and deeply nested input stops at the limits with one line")
    func hugeAndDeepInput() {
        let deep = String(repeating: "<view>", count: 5_000) + String(repeating: "</view>", count: 5_000)
        #expect(Self.reason(deep) == "elements nested deeper than 100 levels")
        let many = "<document>" + String(repeating: "<a/>", count: 60_000) + "</document>"
        #expect(Self.reason(many) == "more than 50000 elements")
        #expect(Self.reason(String(repeating: " ", count: 2_000), limits: BoundedXML.Limits(maximumBytes: 1_000))
                == "2000 bytes is larger than the 1000-byte limit")
    }

    @Test("Loading a file names it: a missing file, a folder, a file that is not a storyboard")
    func loadNamesTheFile() throws {
        let assets = AssetCatalog(catalogs: [])
        let missing = "/nonexistent/MainInterface.storyboard"
        #expect(StoryboardCustomArea.load(missing, assets: assets).failureReason == "\(missing): no such file")
        let folder = StoryboardFixtures.folder.path
        #expect(StoryboardCustomArea.load(folder, assets: assets).failureReason == "\(folder): is a folder, not a storyboard file")
        let readme = StoryboardFixtures.folder.appendingPathComponent("README.md").path
        #expect(StoryboardCustomArea.load(readme, assets: assets).failureReason?.hasPrefix("\(readme): not well-formed XML at line 1") == true)
    }
}

extension Result where Failure == StoryboardError {
    var failureReason: String? { if case .failure(let error) = self { error.reason } else { nil } }
}

@Suite("Storyboards: scenes too large to lay out")
struct StoryboardSceneLimitTests {
    @Test("An initial scene with more views than notisim lays out is refused with one line naming the file")
    func tooManyViews() throws {
        let labels = (0...StoryboardCustomArea.maximumViews).map { #"<label text="x" id="l\#($0)"/>"# }.joined()
        let text = StoryboardBadInputTests.header + """
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><subviews>\(labels)</subviews></view></viewController></objects></scene></scenes></document>
        """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-many-\(UUID().uuidString).storyboard")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(StoryboardCustomArea.load(file.path, assets: AssetCatalog(catalogs: [])).failureReason
                == "\(file.path): the initial scene has \(StoryboardCustomArea.maximumViews + 2) views, more than the \(StoryboardCustomArea.maximumViews) notisim lays out")
    }
}

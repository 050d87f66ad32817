import Foundation
import NotiCore
@testable import NotiStoryboard
import NotiStoryboardHost
import Testing
import TestSupport

/// Table and collection views, drawn as iOS draws them empty, and images that are loose files of the target.
@MainActor
@Suite("Storyboards: empty table and collection views, loose images")
struct StoryboardListTests {
    @Test("An empty plain table view shows the separators of its filler rows on iOS 14 and only its background from iOS 15; a collection view its background",
          arguments: [14, 18])
    func emptyListsGolden(version: Int) throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.lists, assets: StoryboardFixtures.listsAssets)
        let golden = StoryboardFixtures.golden(area, width: 320, height: 300, os: OSProfile(majorVersion: version))
        assertGolden(golden, named: "lists-ios\(version)-320")
        #expect(golden.contains("────") == (version < 15))
        #expect(area.storyboard.notes == [
            "<collectionView> clF-rd-001: drawn as iOS draws an empty one (its background); its cells (made from its 1 prototype cell) come from its data source, the extension's code",
            "<tableView> tbE-vt-001: drawn as iOS draws an empty one (its background, and the separators of its filler rows on iOS 14 and earlier); its cells (made from its 1 prototype cell) come from its data source, the extension's code",
        ])
        #expect(area.storyboard.unused.isEmpty)
    }

    @Test("Table and collection views are read with their data mode, prototype cells, style, row height and separators; their cells are no views of the scene")
    func listsRead() throws {
        let scene = try #require(try StoryboardFixtures.read(StoryboardFixtures.lists).initialScene)
        let kinds = Dictionary(uniqueKeysWithValues: scene.allViews.map { ($0.id, $0.kind) })
        let plain = StoryboardTable(style: "plain", rowHeight: 44, separatorStyle: "default", separatorInset: 15, separatorColor: nil)
        #expect(kinds["tbE-vt-001"] == .tableView(StoryboardList(dataMode: "prototypes", prototypeCells: 1, table: plain)))
        #expect(kinds["clF-rd-001"] == .collectionView(StoryboardList(dataMode: "prototypes", prototypeCells: 1, table: nil)))
        #expect(kinds["lbA-nn-001"] == nil && kinds["txE-vt-001"] == nil)
        #expect(plain.showsFillerRows(iOSMajorVersion: 14) && !plain.showsFillerRows(iOSMajorVersion: 15))

        let text = StoryboardBadInputTests.header + """
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/><subviews>
        <tableView style="grouped" rowHeight="-1" id="grouped"><rect key="frame" x="0" y="0" width="320" height="50"/></tableView>
        <tableView separatorStyle="none" rowHeight="60" id="bare"><rect key="frame" x="0" y="50" width="320" height="50"/>
        <inset key="separatorInset" minX="20" minY="0" maxX="0" maxY="0"/></tableView>
        </subviews></view></viewController></objects></scene></scenes></document>
        """
        let inline = try #require(try StoryboardReader.read(Array(text.utf8)).initialScene)
        guard case .tableView(let grouped)? = inline.allViews.first(where: { $0.id == "grouped" })?.kind,
              case .tableView(let bare)? = inline.allViews.first(where: { $0.id == "bare" })?.kind else {
            Issue.record("both table views read as table views")
            return
        }
        #expect(grouped.table?.rowHeight == 44 && grouped.table?.showsFillerRows(iOSMajorVersion: 14) == false)
        #expect(bare.table?.rowHeight == 60 && bare.table?.separatorInset == 20 && bare.table?.showsFillerRows(iOSMajorVersion: 14) == false)
    }

    @Test("A loose image file of the target the storyboard names (doge.jpg) is found among the target's files and drawn, not a placeholder")
    func looseImageIsDrawn() throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.lists, assets: StoryboardFixtures.listsAssets)
        #expect(area.missingImages.isEmpty)
        #expect(area.imagePaths == ["doge.jpg": StoryboardFixtures.doge])
        let drawing = area.draw(width: 320, height: 300, os: .latest)
        #expect(drawing.images.map(\.path) == [StoryboardFixtures.doge])
        #expect(!"\(drawing.view)".contains("not in the asset catalog"))
        #expect(try StoryboardFixtures.load(StoryboardFixtures.lists).missingImages == ["doge.jpg"])
        #expect(AssetCatalog.looseNames("doge.jpg") == ["doge@3x.jpg", "doge@2x.jpg", "doge.jpg"])
        #expect(AssetCatalog.looseNames("doge").prefix(4) == ["doge@3x.png", "doge@2x.png", "doge.png", "doge@3x.jpg"])
    }
}

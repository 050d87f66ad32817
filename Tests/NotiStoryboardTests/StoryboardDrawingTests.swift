import Foundation
import NotiCore
import NotiStoryboard
@testable import NotiStoryboardHost
import NotiUIKit
import Testing
import TestSupport

/// Storyboards drawn into the custom area through the UIKit subset: golden snapshots at two banner widths.
@MainActor
@Suite("Storyboards: drawn in the custom area")
struct StoryboardDrawingTests {
    /// An iPhone SE banner's custom area (320 pt) and an iPhone 8 Plus one (398 pt).
    nonisolated static let widths: [Double] = [320, 398]

    @Test("The notes' storyboard: image filling the area (aspect fill), dimming layer, bold title and wrapping body", arguments: widths)
    func notesStoryboardGolden(width: Double) throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.notes, assets: StoryboardFixtures.notesAssets)
        #expect(area.missingImages.isEmpty)
        assertGolden(StoryboardFixtures.golden(area, width: width, height: 200), named: "notes-storyboard-\(Int(width))")
    }

    @Test("The notes' storyboard's outlets are the NotiUIKit views, with the storyboard's placeholder texts and fonts")
    func notesOutletsAreTheViews() throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.notes, assets: StoryboardFixtures.notesAssets)
        let instance = area.laidOut(width: 398, height: 200)
        let image = try #require(instance.outlets["imageView"] as? UIImageView)
        let title = try #require(instance.outlets["titleLable"] as? UILabel)
        let body = try #require(instance.outlets["bodyLabel"] as? UILabel)
        #expect(image.contentMode == .scaleAspectFill && image.image != nil && image.frame == CGRect(x: 0, y: 0, width: 398, height: 200))
        #expect(title.text == "Title" && title.font.pointSize == 20 && title.font.isBold)
        #expect(body.text == "Body" && body.numberOfLines == 0 && body.lineBreakMode == .byWordWrapping)
        #expect(title.frame.minX == 16 && title.frame.width == 398 - 32)
    }

    nonisolated static let corpusGoldens = ["designatednerd__iOS10NotificationSample__NotificationContent", "macteo__push-catalog__NotificationContent",
                                "uuneo__pushback__ContentExtension", "tomasen__Wordbook__NotificationExtension"]

    @Test("Corpus storyboards drawn at two widths, at their root view's stored height", arguments: corpusGoldens)
    func corpusStoryboardGoldens(name: String) throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.corpus(name))
        let height = area.storyboard.initialScene?.rootView?.frame?.height ?? 100
        for width in Self.widths {
            assertGolden(StoryboardFixtures.golden(area, width: width, height: height), named: "\(name)-\(Int(width))")
        }
    }

    @Test("An image the asset catalog lacks is drawn as the image placeholder naming it, not an error")
    func missingImageIsAPlaceholder() throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.notes)
        #expect(area.missingImages == ["hello"])
        let drawing = area.draw(width: 320, height: 200, os: .latest)
        #expect(drawing.images.isEmpty)
        #expect("\(drawing.view)".contains("image(attachment: Optional(\"hello (not in the asset catalog)\"), mode: NotiCore.ImageContentMode.fill)"))
    }

    @Test("Autoresizing: a flexible width stretches with the superview, fixed margins and sizes are kept")
    func autoresizingMaskStretchesFlexibleParts() {
        var stretch = AutoresizingMask()
        stretch.widthSizable = true
        #expect(Autoresizing.frame(CGRect(x: 10, y: 5, width: 300, height: 20), mask: stretch, designedIn: CGSize(width: 320, height: 100),
                                   now: CGSize(width: 400, height: 100)) == CGRect(x: 10, y: 5, width: 380, height: 20))
        var rightMargin = AutoresizingMask()
        rightMargin.flexibleMaxX = true
        #expect(Autoresizing.frame(CGRect(x: 40, y: 0, width: 240, height: 10), mask: rightMargin, designedIn: CGSize(width: 320, height: 10),
                                   now: CGSize(width: 400, height: 10)) == CGRect(x: 40, y: 0, width: 240, height: 10))
        var centred = AutoresizingMask()
        centred.flexibleMinX = true; centred.flexibleMaxX = true
        #expect(Autoresizing.frame(CGRect(x: 40, y: 0, width: 240, height: 10), mask: centred, designedIn: CGSize(width: 320, height: 10),
                                   now: CGSize(width: 400, height: 10)) == CGRect(x: 80, y: 0, width: 240, height: 10))
    }

    @Test("A vertical stack view places its arranged views one under another with the spacing")
    func stackViewArrangesVertically() throws {
        let area = try StoryboardFixtures.load(StoryboardFixtures.corpus("designatednerd__iOS10NotificationSample__NotificationContent"))
        let instance = area.laidOut(width: 320, height: 420)
        let title = try #require(instance.outlets["titleLabel"]), subtitle = try #require(instance.outlets["subtitleLabel"])
        #expect(title.frame.minY == 0 && subtitle.frame.minY == title.frame.maxY + 4)
        #expect(title.superview === subtitle.superview && title.frame.minX == 0)
    }
}

/// A plain container placed by its autoresizing mask whose subview is pinned to it by constraints.
@MainActor
@Suite("Storyboards: autoresizing containers of constrained views")
struct StoryboardAutoresizingContainerTests {
    @Test("A container the file leaves to its autoresizing mask keeps its frame though a subview's constraints name it")
    func autoresizingContainerNamedByConstraints() throws {
        let text = StoryboardBadInputTests.header + """
        <scenes><scene sceneID="s"><objects><viewController id="vc" sceneMemberID="viewController">
        <view key="view" id="root"><rect key="frame" x="0" y="0" width="320" height="100"/>
        <subviews><view id="box"><rect key="frame" x="10" y="20" width="300" height="60"/>
        <autoresizingMask key="autoresizingMask" widthSizable="YES"/>
        <subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"/></subviews>
        <constraints>
        <constraint firstItem="lbl" firstAttribute="leading" secondItem="box" secondAttribute="leading" constant="8" id="a"/>
        <constraint firstItem="lbl" firstAttribute="top" secondItem="box" secondAttribute="top" constant="4" id="b"/>
        </constraints></view></subviews></view></viewController></objects></scene></scenes></document>
        """
        let area = StoryboardCustomArea(file: "inline", storyboard: try StoryboardReader.read(Array(text.utf8)), imagePaths: [:], missingImages: [])
        let instance = area.laidOut(width: 400, height: 100)
        #expect(instance.viewsByID["box"]?.frame == CGRect(x: 10, y: 20, width: 380, height: 60))
        #expect(instance.viewsByID["lbl"]?.frame.origin == CGPoint(x: 8, y: 4))
    }
}

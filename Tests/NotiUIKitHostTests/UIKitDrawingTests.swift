import Foundation
import NotiCore
import NotiLayout
import Testing
import TestSupport
import UIKit
import UserNotifications
import UserNotificationsUI
@testable import NotiUIKitHost

/// What the custom area draws of a view tree: text alignment and colours, backgrounds, borders, attributed text,
/// dynamic colours in the theme's appearance, images by name and system symbols.
@MainActor
@Suite("UIKit drawing")
struct UIKitDrawingTests {
    /// A controller whose view is built by the test.
    final class PlainController: UIViewController, UNNotificationContentExtension {
        func didReceive(_ notification: UNNotification) {}
    }

    static func host(appearance: UIUserInterfaceStyle = .dark, width: CGFloat = 160, height: CGFloat = 64,
                     build: (UIView) -> Void) -> ContentExtensionHost {
        let controller = PlainController()
        build(controller.view)
        return ContentExtensionHost(controller: controller, size: CGSize(width: width, height: height), actions: [], appearance: appearance)
    }

    static func label(_ text: String, _ alignment: NSTextAlignment, y: CGFloat, width: CGFloat = 160) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: y, width: width, height: 16))
        label.text = text
        label.textAlignment = alignment
        return label
    }

    @Test("Labels line up left, centre, right and natural (left) within their frames")
    func textAlignment() {
        let host = Self.host { view in
            for (index, alignment) in [NSTextAlignment.left, .center, .right, .natural].enumerated() {
                view.addSubview(Self.label("Hi", alignment, y: CGFloat(index) * 16))
            }
        }
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 20, rows: 4, attachments: [])
        #expect(text == "Hi\n         Hi\n                  Hi\nHi")
    }

    @Test("Colours: label text in its colour, a view's background filled, label/secondaryLabel/systemBackground in the theme's own colours (dark theme)")
    func coloursFollowTheTheme() throws {
        let host = Self.host { view in
            view.backgroundColor = .systemBackground
            let banner = Self.label("Sale", .center, y: 0)
            banner.backgroundColor = .systemBlue
            banner.textColor = .white
            view.addSubview(banner)
            let primary = Self.label("Primary", .left, y: 16)
            primary.textColor = .label
            view.addSubview(primary)
            let secondary = Self.label("Secondary", .right, y: 32)
            secondary.textColor = .secondaryLabel
            view.addSubview(secondary)
            let warning = Self.label("Red", .left, y: 48)
            warning.textColor = .systemRed
            view.addSubview(warning)
        }
        let view = ViewTreeDrawing.customView(of: host.controller.view, attachments: [])
        assertGolden(CustomAreaText.renderWithStyles(view, columns: 20, rows: 4, theme: try Theme.builtIn(named: "dark")), named: "uikit-colours-dark")
    }

    @Test("the secondary system background draws in the theme's card colour, as the system background does")
    func secondaryBackgroundFollowsTheTheme() {
        #expect(ViewTreeDrawing.color(.secondarySystemBackground) == .background)
        #expect(ViewTreeDrawing.color(.systemBackground) == .background)
        #expect(ViewTreeDrawing.color(.systemGray) != .background)
    }

    @Test("Dynamic colours resolve in the theme's appearance: the light theme draws the light variant, other themes the dark one")
    func dynamicColoursFollowAppearance() {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? UIColor(red: 1, green: 0, blue: 0, alpha: 1) : UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
        func drawnColour(_ appearance: UIUserInterfaceStyle) -> CustomView {
            let host = Self.host(appearance: appearance) { view in
                let label = Self.label("x", .left, y: 0)
                label.textColor = dynamic
                view.addSubview(label)
            }
            return ViewTreeDrawing.customView(of: host.controller.view, attachments: [])
        }
        let text: (CustomColor) -> CustomView = { .overlay([.placed(Rect(x: 0, y: 0, width: 20, height: 1), .styledText([TextRun("x", color: $0)], alignment: .left, wraps: false))]) }
        #expect(drawnColour(.dark) == text(.rgb(255, 0, 0)))
        #expect(drawnColour(.light) == text(.rgb(0, 0, 255)))
        #expect(ContentExtensionHost.appearance(forTheme: "light") == .light && ContentExtensionHost.appearance(forTheme: "high-contrast") == .dark)
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).isEqual(UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)))
    }

    @Test("A host's traits are current only inside its calls and on its own thread: a light host leaves others dark")
    func hostTraitsStayInsideItsCalls() {
        final class Recording: UIViewController, UNNotificationContentExtension {
            var seen: [UIUserInterfaceStyle] = []
            func didReceive(_ notification: UNNotification) { seen.append(UITraitCollection.current.userInterfaceStyle) }
        }
        let controller = Recording()
        let host = ContentExtensionHost(controller: controller, size: CGSize(width: 160, height: 64), actions: [], appearance: .light)
        host.receive(UNNotification(request: UNNotificationRequest(identifier: "n", content: UNNotificationContent(), trigger: nil), date: Date(timeIntervalSince1970: 0)))
        #expect(controller.seen == [.light])
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(host.controller.view.traitCollection.userInterfaceStyle == .light)
        let light = UITraitCollection(userInterfaceStyle: .light)
        final class Seen: @unchecked Sendable { var style: UIUserInterfaceStyle? }
        let elsewhere = Seen(), read = DispatchSemaphore(value: 0)
        light.performAsCurrent {
            Thread { elsewhere.style = UITraitCollection.current.userInterfaceStyle; read.signal() }.start()
            read.wait()
        }
        #expect(elsewhere.style == .dark)
        var inside: UIUserInterfaceStyle?
        light.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
        #expect(inside == .light && UITraitCollection.current.userInterfaceStyle == .dark)
    }

    @Test("Attributed text draws each run in its own colour and weight")
    func attributedTextRuns() {
        let host = Self.host { view in
            let label = Self.label("", .left, y: 0)
            let text = NSMutableAttributedString(string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.red])
            text.append(NSAttributedString(string: "today"))
            label.attributedText = text
            view.addSubview(label)
        }
        let label = host.controller.view.subviews[0] as! UILabel
        #expect(label.text == "Sale today")
        #expect(ViewTreeDrawing.customView(of: host.controller.view, attachments: []) == .overlay([
            .placed(Rect(x: 0, y: 0, width: 20, height: 1),
                    .styledText([TextRun("Sale ", color: .rgb(255, 0, 0), bold: true), TextRun("today", color: .text)], alignment: .left, wraps: false)),
        ]))
        label.text = "plain"
        #expect(label.styledRuns.count == 1, "setting text drops the runs")
    }

    @Test("Borders: a layer border is drawn with rounded corners when cornerRadius is set, square ones otherwise; a corner radius alone draws nothing")
    func bordersAndCornerRadius() {
        let host = Self.host(width: 160, height: 48) { view in
            let rounded = UIView(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
            rounded.layer.borderWidth = 1
            rounded.layer.cornerRadius = 8
            let square = UIView(frame: CGRect(x: 72, y: 0, width: 64, height: 48))
            square.layer.borderWidth = 1
            square.layer.borderColor = UIColor.systemRed.cgColor
            let radiusOnly = UIView(frame: CGRect(x: 144, y: 0, width: 16, height: 48))
            radiusOnly.layer.cornerRadius = 8
            radiusOnly.clipsToBounds = true
            for box in [rounded, square, radiusOnly] { view.addSubview(box) }
        }
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 20, rows: 3, attachments: [])
        assertGolden(text, named: "uikit-borders")
    }

    @Test("Hidden views and views of alpha 0 are not drawn, nor their subviews")
    func hiddenAndTransparentNotDrawn() {
        let host = Self.host { view in
            let hidden = Self.label("hidden", .left, y: 0)
            hidden.isHidden = true
            let transparent = UIView(frame: CGRect(x: 0, y: 16, width: 160, height: 16))
            transparent.alpha = 0
            transparent.addSubview(Self.label("inside", .left, y: 0))
            view.addSubview(hidden)
            view.addSubview(transparent)
            view.addSubview(Self.label("shown", .left, y: 32))
        }
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 20, rows: 4, attachments: [])
        #expect(text == "\n\nshown\n")
    }

    /// Runs `body` with an extension host whose asset catalog holds one image set, `NAME.imageset` with `files` (name
    /// and bytes) and `contents` as its Contents.json; `body` gets the set's folder.
    func withImageSet(_ name: String, files: [(String, Data)], contents: String, _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Assets.xcassets")
        let imageSet = folder.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (file, bytes) in files { try bytes.write(to: imageSet.appendingPathComponent(file)) }
        try Data(contents.utf8).write(to: imageSet.appendingPathComponent("Contents.json"))
        _ = ContentExtensionHost(controller: PlainController(), size: CGSize(width: 80, height: 16), actions: [], assetFolders: [folder])
        try body(imageSet)
    }

    @Test("UIImage(named:) reads the asset catalog's image set in the folders the host names; a missing name is nil, as on iOS")
    func imageNamedFromAssetCatalog() throws {
        let png = try Data(contentsOf: URL(fileURLWithPath: NotesExtensionTests.helloPath))
        try withImageSet("logo", files: [("logo@2x.png", png)],
                         contents: #"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"logo@2x.png","scale":"2x"}]}"#) { _ in
            #expect(UIImage(named: "logo")?.size == UIImage(contentsOfFile: NotesExtensionTests.helloPath)?.size)
            #expect(UIImage(named: "missing") == nil)
            #expect(UIImage(named: "../logo") == nil)
        }
    }

    @Test("an image set whose only picture is an SVG is found by UIImage(named:), as large as the document declares; SVG bytes that declare no size are no image")
    func svgImageSetFromAssetCatalog() throws {
        let svg = Data(##"<svg width="30" height="22" viewBox="0 0 30 22" xmlns="http://www.w3.org/2000/svg"><rect width="30" height="22" fill="#f00"/></svg>"##.utf8)
        try withImageSet("session", files: [("Session.svg", svg)],
                         contents: #"{"images":[{"idiom":"universal","filename":"Session.svg"}],"properties":{"preserves-vector-representation":true}}"#) { imageSet in
            let image = try #require(UIImage(named: "session"))
            #expect(image.size == CGSize(width: 30, height: 22))
            #expect(image.path == imageSet.appendingPathComponent("Session.svg").path, "the host draws the file")
        }
        #expect(UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>"#.utf8)) == nil)
    }

    @Test("UIImage(systemName:) draws the symbol's glyph in the image view's tint; a name notisim's table lacks draws a placeholder glyph")
    func systemSymbolsAsGlyphs() {
        let host = Self.host { view in
            let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
            heart.frame = CGRect(x: 0, y: 0, width: 8, height: 16)
            let unknown = UIImageView(image: UIImage(systemName: "no.such.symbol"))
            unknown.frame = CGRect(x: 16, y: 0, width: 8, height: 16)
            view.addSubview(heart)
            view.addSubview(unknown)
        }
        let text = CustomAreaText.render(ViewTreeDrawing.customView(of: host.controller.view, attachments: []), columns: 20, rows: 1, attachments: [])
        #expect(text == "♥ ◇")
        #expect(UIImage(systemName: "heart.fill")?.size == CGSize(width: 8, height: 16))
    }
}

import Foundation
import NotiCore
@testable import NotiLayout
import NotiStoryboard
import NotiStoryboardHost
import TestSupport

/// The test target's storyboards and how a drawn custom area is written down for golden files.
enum StoryboardFixtures {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    /// The corpus storyboard of `name` (`OWNER__REPO__TARGET`).
    static func corpus(_ name: String) -> String { folder.appendingPathComponent("Corpus/\(name).storyboard").path }

    static var notes: String { folder.appendingPathComponent("Notes/MainInterface.storyboard").path }
    static var notesAssets: AssetCatalog { AssetCatalog(catalogs: [folder.appendingPathComponent("Notes/Images.xcassets").path]) }

    /// A storyboard of a collection view, a plain table view (one prototype cell each) and an image view naming the
    /// loose `doge.jpg` of its target.
    static var lists: String { folder.appendingPathComponent("Lists/MainInterface.storyboard").path }
    static var doge: String { folder.appendingPathComponent("Lists/doge.jpg").path }
    /// The lists target's files as an import finds them: `doge.jpg` loose, in no asset catalog.
    static var listsAssets: AssetCatalog { AssetCatalog(catalogs: [], files: [doge]) }

    static func read(_ path: String) throws -> Storyboard {
        try StoryboardReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    static func load(_ path: String, assets: AssetCatalog = AssetCatalog(catalogs: [])) throws -> StoryboardCustomArea {
        try StoryboardCustomArea.load(path, assets: assets).get()
    }

    /// The custom area `width` × `height` points drawn as iOS `os` draws it, as text (images as shading), then each
    /// view's laid-out frame.
    @MainActor
    static func golden(_ area: StoryboardCustomArea, width: Double, height: Double, os: OSProfile = .latest) -> String {
        let metrics = CellMetrics.standard
        let drawing = area.draw(width: width, height: height, os: os, metrics: metrics)
        var grid = CellGrid(width: metrics.columns(forPoints: width), height: metrics.rows(forPoints: height))
        let context = RenderContext(now: Date(timeIntervalSince1970: 0), imageCellStyle: .shading, loadImage: TestAttachments.loadImage)
        CustomViewRenderer.draw(drawing.view, in: grid.bounds, grid: &grid, attachments: drawing.images, context: context)
        let instance = area.laidOut(width: width, height: height, os: os)
        let frames = (area.storyboard.initialScene?.allViews ?? []).map { stored -> String in
            let frame = instance.viewsByID[stored.id]?.frame ?? .zero
            func number(_ value: CGFloat) -> String { value == value.rounded() ? "\(Int(value))" : String(format: "%.1f", Double(value)) }
            return "\(stored.kind.elementName) \(stored.id): x \(number(frame.minX)) y \(number(frame.minY)) w \(number(frame.width)) h \(number(frame.height))"
        }
        return grid.text() + "\n--- frames (points)\n" + frames.joined(separator: "\n") + "\n"
    }
}

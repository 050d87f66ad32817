import Dispatch
import Foundation
import NotiCore
import NotiLayout
import NotiStoryboard
import NotiUIKit
import NotiUIKitHost

/// A content extension's storyboard ready to draw in the custom area: its initial scene, the images it names
/// found in the asset catalog, and the lines about what it could not use (docs/rules/xcode.md#storyboards).
package struct StoryboardCustomArea: Sendable, Hashable {
    /// The storyboard file, as messages name it.
    package var file: String
    package var storyboard: Storyboard
    /// Image name to file, for the images of the initial scene that were found.
    package var imagePaths: [String: String]
    /// Image names of the initial scene that were not found (drawn as placeholders).
    package var missingImages: [String]

    /// Storyboards larger than this are refused before parsing.
    package static let maximumBytes = StoryboardFile.maximumBytes
    /// Initial scenes with more views than this are not laid out (the solver's work grows with every view).
    package static let maximumViews = 1_000

    /// Reads and parses `path`, and finds its images in `assets`; the error is one line naming the file.
    package static func load(_ path: String, assets: AssetCatalog) -> Result<StoryboardCustomArea, StoryboardError> {
        let bytes: [UInt8]
        do { bytes = try StoryboardFile.read(path) } catch { return .failure(StoryboardError("\(path): \(error.reason)")) }
        do throws(StoryboardError) {
            let storyboard = try StoryboardReader.read(bytes, limits: BoundedXML.Limits(maximumBytes: maximumBytes))
            let views = storyboard.initialScene?.allViews.count ?? 0
            guard views <= maximumViews else {
                throw StoryboardError("the initial scene has \(views) views, more than the \(maximumViews) notisim lays out")
            }
            var found: [String: String] = [:], missing: [String] = []
            for name in storyboard.initialScene?.imageNames ?? [] {
                if let file = assets.imagePath(named: name) { found[name] = file } else { missing.append(name) }
            }
            return .success(StoryboardCustomArea(file: path, storyboard: storyboard, imagePaths: found, missingImages: missing))
        } catch {
            return .failure(StoryboardError("\(path): \(error.reason)"))
        }
    }

    /// The custom view of the initial scene laid out at `width` × `height` points as iOS `os` draws it, and the image
    /// files it draws (to pass to the renderer with the notification's attachments). NotiUIKit's views live on the
    /// main thread: called elsewhere, this waits for the main thread to draw.
    package func draw(width: Double, height: Double, os: OSProfile, metrics: CellMetrics = .standard) -> StoryboardDrawing {
        if Thread.isMainThread || Dispatch.DispatchQueue.getSpecific(key: Self.mainQueueKey) == true {
            return MainActor.assumeIsolated { drawOnMain(width: width, height: height, os: os, metrics: metrics) }
        }
        return Dispatch.DispatchQueue.main.sync { MainActor.assumeIsolated { drawOnMain(width: width, height: height, os: os, metrics: metrics) } }
    }

    /// Marks the main queue, which may run on a thread other than the main thread (after `dispatchMain()`).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    @MainActor
    private func drawOnMain(width: Double, height: Double, os: OSProfile, metrics: CellMetrics) -> StoryboardDrawing {
        let instance = laidOut(width: width, height: height, os: os)
        return StoryboardDrawing(view: ViewTreeDrawing.customView(of: instance.root, attachments: images, metrics: metrics),
                                 images: images, unused: instance.unused)
    }

    /// The initial scene's views as iOS `os` makes them, laid out at `width` × `height` points.
    @MainActor
    package func laidOut(width: Double, height: Double, os: OSProfile = .latest) -> StoryboardInstance {
        let scene = storyboard.initialScene
        let instance = StoryboardInstance(scene: scene ?? StoryboardScene.empty, os: os) { name in imagePaths[name].flatMap { UIImage(contentsOfFile: $0) } }
        instance.layout(size: CGSize(width: width, height: height), masks: scene?.rootView?.masks ?? [:])
        return instance
    }

    /// The found images as attachments the drawn view names.
    var images: [NotificationAttachment] {
        imagePaths.sorted { $0.key < $1.key }.map { name, path in
            NotificationAttachment(identifier: "storyboard image \(name)", path: path, kind: .image)
        }
    }
}

/// What drawing a storyboard gives.
package struct StoryboardDrawing: Sendable, Hashable {
    /// The custom area's view.
    package var view: CustomView
    /// The storyboard's images the view draws, as attachments the renderer finds by identifier.
    package var images: [NotificationAttachment]
    /// Constraints that could not be made, one line each.
    package var unused: [String]
}

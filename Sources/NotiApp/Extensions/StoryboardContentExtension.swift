import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiStoryboard
import NotiStoryboardHost
import NotiWorkspace

/// A content extension shown from its storyboard alone, when the workspace gives it no `run` and notisim has no
/// built-in for it: the initial scene with its placeholder texts, laid out at the custom area's width and the
/// Info.plist ratio's height, as iOS `os` draws it. `didReceive` changes nothing, and it does not implement the
/// response method, so actions go to the app as when an extension leaves that method out (docs/rules/xcode.md#storyboards).
package final class StoryboardContentExtension: NotificationViewController, NotificationContentExtension, DrawnInPlaceOfExtensionCode {
    /// The event log's lines about views drawn other than the extension's code would leave them (an empty table or
    /// collection view), each naming the extension.
    package let notes: [String]

    /// Reads the storyboard of `definition`; a storyboard that cannot be read fails the launch with its one-line reason.
    package init(_ definition: ExtensionDefinition, width: Double, os: OSProfile) throws(ExtensionFault) {
        guard let path = definition.storyboardPath else { throw .launchFailed("\(definition.name) has no storyboard") }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let area: StoryboardCustomArea
        switch StoryboardCustomArea.load(path, assets: AssetCatalog(catalogs: definition.assetCatalogPaths, folders: [folder])) {
        case .success(let loaded): area = loaded
        case .failure(let error): throw .launchFailed("storyboard \(error.reason)")
        }
        notes = area.storyboard.notes.map { "\(definition.name): storyboard \($0)" }
        super.init()
        let ratio = definition.attributes?.initialContentSizeRatio ?? 1
        let drawing = area.draw(width: width, height: width * ratio, os: os)
        view = drawing.view
        bundledImages = drawing.images
    }

    package func didReceive(_ notification: DeliveredNotification) {}

    /// The custom area's width in points on `device`: the banner's, less the card frame's column on each side.
    package static func customAreaWidth(_ device: DeviceProfile, _ metrics: CellMetrics) -> Double {
        max(0, device.bannerWidthPoints - 2 * metrics.pointsPerColumn)
    }
}

import Foundation
import NotiCore
import NotiLayout
import NotiStoryboard

/// Reads the template images of an app's action icons from its asset catalogs when the workspace loads: the
/// `NAME.imageset` the largest PNG or JPEG of which is read and decoded here, so layout gets the bytes and their
/// coverage and never reads a file (docs/rules/presentation.md#template-image-action-icons).
enum TemplateImageLoader {
    /// An image file larger than this is refused before reading.
    static let maximumBytes = 5_000_000

    /// Fills in every template-image action icon of `app` from `catalogs`; one warning per image that cannot be used,
    /// naming the action, the image and the reason (the neutral mark is drawn for it).
    static func load(into app: inout SimulatedApp, catalogs: [String], warn: (String) -> Void) {
        let assets = AssetCatalog(catalogs: catalogs)
        for (c, category) in app.categories.enumerated() {
            for (a, action) in category.actions.enumerated() {
                guard let name = action.templateImage?.name else { continue }
                switch Self.read(name, in: assets) {
                case .success(let icon): app.categories[c].actions[a].templateImage = icon
                case .failure(let reason):
                    warn("action \(action.identifier): template image \"\(name)\": \(reason); the neutral mark is drawn")
                }
            }
        }
    }

    /// The image named `name`, read and decoded; or why it cannot be drawn.
    static func read(_ name: String, in assets: AssetCatalog) -> Result<TemplateImageIcon, TemplateImageProblem> {
        guard let path = assets.imagePath(named: name) else {
            return .failure(TemplateImageProblem(assets.catalogs.isEmpty ? "the app lists no assetCatalogs"
                                                 : "no \(name).imageset with a PNG or JPEG in the app's asset catalogs"))
        }
        let url = URL(fileURLWithPath: path)
        guard let size = WorkspaceFiles.regularFileSize(url), size <= maximumBytes, let data = try? Data(contentsOf: url) else {
            return .failure(TemplateImageProblem("\(path) cannot be read, or it is larger than \(maximumBytes) bytes"))
        }
        let bytes = [UInt8](data)
        switch ImageDecoder.decode(bytes) {
        case .failure(let error): return .failure(TemplateImageProblem("\(path): \(error)"))
        case .success(let image):
            return .success(TemplateImageIcon(name: name, bytes: bytes, coverage: image.meanAlpha))
        }
    }
}

/// Why a template image is not drawn.
struct TemplateImageProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import NotiStoryboard

/// A content extension's storyboard as the import found it (docs/rules/xcode.md#storyboards).
package struct ImportedStoryboard: Sendable, Hashable {
    /// The storyboard file, relative to the project folder, and its path on disk.
    package var file: String
    package var path: String
    /// The target's asset catalogs on disk (the storyboard's images come from them).
    package var assetCatalogPaths: [String]
    /// Scenes, and views of the initial scene; nil when the file could not be read.
    var sceneCount: Int?
    var viewCount: Int?
    /// Image names of the initial scene with the file each was found in (nil when not found).
    package var images: [String: String?]
    /// The initial view controller's `customClass` (the content extension's entry point when its Info.plist names no
    /// `NSExtensionPrincipalClass`); nil when unset or unread.
    var initialCustomClass: String? = nil
}

/// Finds and reads each content extension's storyboard: the one `NSExtensionMainStoryboard` names (Xcode's template
/// names `MainInterface`), in any `.lproj` folder of the target; none for an `NSExtensionPrincipalClass` extension.
enum StoryboardImport {
    /// The storyboard of an extension whose Info.plist names `storyboardName`, among the target's `files`; problems
    /// (a storyboard that does not read, names that are not found, views drawn empty without the extension's code)
    /// go to `problems`.
    static func storyboard(named storyboardName: String?, files: [String], folder: String,
                           problems: inout [ImportProblem]) -> ImportedStoryboard? {
        // A target whose files could not be listed has nothing to look in; its files line already says so.
        guard let storyboardName, !files.isEmpty else { return nil }
        let wanted = storyboardName + ".storyboard"
        guard let file = files.first(where: { ProjectPath.name(of: $0) == wanted }) ?? localized(wanted, near: files, folder: folder) else {
            problems.append(ImportProblem(file: wanted, reason: "NSExtensionMainStoryboard names it, but it is in none of the target's folders (nor their .lproj folders)"))
            return nil
        }
        let path = ProjectPath.join(folder, file)
        let catalogs = files.filter { $0.hasSuffix(".xcassets") }.map { ProjectPath.join(folder, $0) }
        var imported = ImportedStoryboard(file: file, path: path, assetCatalogPaths: catalogs, images: [:])
        let bytes: [UInt8]
        switch DiskFileReader(maximumBytes: 4_000_000).read(path) {
        case .success(let read): bytes = read
        case .failure(let error):
            problems.append(ImportProblem(file: path, reason: error.reason))
            return imported
        }
        do throws(StoryboardError) {
            let storyboard = try StoryboardReader.read(bytes)
            imported.sceneCount = storyboard.scenes.count
            imported.viewCount = storyboard.initialScene?.allViews.count
            imported.initialCustomClass = storyboard.initialScene?.customClass
            problems += (storyboard.unused + storyboard.notes).map { ImportProblem(file: file, reason: $0) }
            let assets = AssetCatalog(catalogs: catalogs, folders: [ProjectPath.folder(of: path)], files: files.map { ProjectPath.join(folder, $0) })
            for name in storyboard.initialScene?.imageNames ?? [] {
                let found = assets.imagePath(named: name)
                imported.images[name] = .some(found)
                guard found == nil else { continue }
                let reason = assets.undecodableFile(named: name) == nil ? "is in no asset catalog of the target, nor one of its files"
                    : "is a file of the target that notisim does not decode (PNG and JPEG only)"
                problems.append(ImportProblem(file: file, reason: "image \"\(name)\" \(reason); drawn as a placeholder"))
            }
        } catch {
            problems.append(ImportProblem(file: file, reason: error.reason))
        }
        return imported
    }

    /// A storyboard Xcode lists as a localized variant group: `FOLDER/Base.lproj/NAME` (Base first, then the other
    /// `.lproj` folders in name order) on disk, for each folder holding a file of the target.
    private static func localized(_ name: String, near files: [String], folder: String) -> String? {
        let folders = Set(files.map { ProjectPath.folder(of: $0) }).sorted()
        for candidate in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: ProjectPath.join(folder, candidate))) ?? []
            let languages = entries.filter { $0.hasSuffix(".lproj") }.sorted { ($0 == "Base.lproj" ? "" : $0) < ($1 == "Base.lproj" ? "" : $1) }
            for language in languages where FileManager.default.fileExists(atPath: ProjectPath.join(folder, "\(candidate)/\(language)/\(name)")) {
                return "\(candidate)/\(language)/\(name)"
            }
        }
        return nil
    }

    /// `storyboard MainInterface.storyboard: 1 scene, 5 views, images hello (found)`.
    static func checkLine(_ storyboard: ImportedStoryboard) -> String {
        guard let scenes = storyboard.sceneCount else { return "storyboard \(storyboard.file): could not be read" }
        let images = storyboard.images.keys.sorted().map { "\($0) (\(storyboard.images[$0]! == nil ? "missing" : "found"))" }
        return "storyboard \(storyboard.file): \(scenes) scene\(scenes == 1 ? "" : "s"), \(storyboard.viewCount ?? 0) views in the initial one"
            + (images.isEmpty ? "" : ", images " + images.joined(separator: ", "))
    }

    /// Where the storyboard goes in the workspace: beside the extension's Info.plist.
    static func workspacePath(_ storyboard: ImportedStoryboard, plistPath: String) -> String {
        ProjectPath.folder(of: plistPath) + "/" + ProjectPath.name(of: storyboard.file)
    }

    /// Copies the storyboard and the images found for it beside the Info.plist, each image as a loose file named as
    /// the storyboard names it (the workspace's storyboard finds them there).
    static func export(_ storyboard: ImportedStoryboard, plistPath: String, into directory: URL) throws {
        let folder = ProjectPath.folder(of: plistPath)
        let target = directory.appendingPathComponent(workspacePath(storyboard, plistPath: plistPath))
        try Data(contentsOf: URL(fileURLWithPath: storyboard.path)).write(to: target)
        for case let (name, path?) in storyboard.images {
            let ext = (path as NSString).pathExtension
            let file = (name as NSString).pathExtension.isEmpty ? name + "." + ext : name
            try Data(contentsOf: URL(fileURLWithPath: path)).write(to: directory.appendingPathComponent(folder).appendingPathComponent(file))
        }
    }
}

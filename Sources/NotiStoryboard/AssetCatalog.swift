import Foundation

/// Finds a storyboard's images by name: `NAME.imageset/Contents.json` in the extension's asset catalogs (the largest
/// PNG or JPEG it lists), else a file of that name (or that name with `.png` / `.jpg` / `.jpeg`) in one of the given
/// folders (docs/rules.md#storyboards). The one part of this module that reads the disk.
package struct AssetCatalog: Sendable, Hashable {
    /// `.xcassets` folders, searched in order.
    package var catalogs: [String]
    /// Folders holding loose image files (the storyboard's own folder).
    package var folders: [String]
    /// Folder groups inside a catalog nested deeper than this are not entered.
    static let maximumDepth = 16

    package init(catalogs: [String], folders: [String] = []) { self.catalogs = catalogs; self.folders = folders }

    /// The path of the image named `name`, nil when none of the catalogs and folders has it.
    package func imagePath(named name: String) -> String? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        for catalog in catalogs {
            if let set = Self.find("\(name).imageset", in: catalog, depth: 0), let path = Self.largestImage(in: set) { return path }
        }
        for folder in folders {
            for candidate in [name, name + ".png", name + ".jpg", name + ".jpeg"] where Self.isImageFile(folder + "/" + candidate) {
                return folder + "/" + candidate
            }
        }
        return nil
    }

    /// The folder named `setName` in `folder` or its subfolders (catalogs group image sets in folders).
    private static func find(_ setName: String, in folder: String, depth: Int) -> String? {
        guard depth < maximumDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        if entries.contains(setName) { return folder + "/" + setName }
        for entry in entries.sorted() where !entry.contains(".") {
            if let found = find(setName, in: folder + "/" + entry, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The image set's PNG or JPEG of the highest scale (then the largest file) its `Contents.json` lists.
    static func largestImage(in set: String) -> String? {
        guard let data = FileManager.default.contents(atPath: set + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let images = json["images"] as? [[String: Any]] else { return nil }
        var best: (path: String, scale: Double, bytes: Int)?
        for image in images {
            guard let file = image["filename"] as? String, !file.contains("/") else { continue }
            let path = set + "/" + file
            guard isImageFile(path) else { continue }
            let scale = Double((image["scale"] as? String)?.replacingOccurrences(of: "x", with: "") ?? "1") ?? 1
            let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            if best == nil || (scale, bytes) > (best!.scale, best!.bytes) { best = (path, scale, bytes) }
        }
        return best?.path
    }

    private static func isImageFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        guard [".png", ".jpg", ".jpeg"].contains(where: { lowered.hasSuffix($0) }) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }
}

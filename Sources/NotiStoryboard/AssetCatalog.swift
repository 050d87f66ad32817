import Foundation

/// Finds a storyboard's images by name: `NAME.imageset/Contents.json` in the extension's asset catalogs (the largest
/// PNG or JPEG it lists), else a loose file of that name (or that name with `.png` / `.jpg` / `.jpeg`, or a `@3x` /
/// `@2x` variant) in one of the given folders, then among the target's resource files, wherever in the project they
/// are: Xcode copies them all to the top of the bundle, where `UIImage(named:)` looks (docs/rules/xcode.md#storyboards). The
/// one part of this module that reads the disk.
package struct AssetCatalog: Sendable, Hashable {
    /// `.xcassets` folders, searched in order.
    package var catalogs: [String]
    /// Folders holding loose image files (the storyboard's own folder).
    package var folders: [String]
    /// The target's files, as paths on disk: loose images are found among them by file name.
    package var files: [String]
    /// Folder groups inside a catalog nested deeper than this are not entered.
    static let maximumDepth = 16

    package init(catalogs: [String], folders: [String] = [], files: [String] = []) {
        self.catalogs = catalogs; self.folders = folders; self.files = files
    }

    /// The path of the image named `name`, nil when none of the catalogs, folders and files has it.
    package func imagePath(named name: String) -> String? {
        guard !name.isEmpty, !name.contains(".."), !name.hasPrefix("/") else { return nil }
        for catalog in catalogs {
            if let set = Self.find("\(name).imageset", in: catalog, depth: 0), let path = Self.largestImage(in: set) { return path }
        }
        let candidates = Self.looseNames(name)
        for folder in folders {
            for candidate in candidates where Self.isImageFile(folder + "/" + candidate) { return folder + "/" + candidate }
        }
        let byName = Dictionary(files.map { ((($0 as NSString).lastPathComponent), $0) }, uniquingKeysWith: { first, _ in first })
        for candidate in candidates {
            if let path = byName[candidate], Self.isImageFile(path) { return path }
        }
        return nil
    }

    /// The file names `UIImage(named:)` tries for `name`, best first: with its extension, or each one notisim decodes
    /// when it has none, each at 3×, 2× and 1× (`doge@3x.jpg`, `doge@2x.jpg`, `doge.jpg` for `doge.jpg`).
    static func looseNames(_ name: String) -> [String] {
        let given = (name as NSString).pathExtension
        let stem = given.isEmpty ? name : (name as NSString).deletingPathExtension
        return (given.isEmpty ? ["png", "jpg", "jpeg"] : [given]).flatMap { ext in ["\(stem)@3x.\(ext)", "\(stem)@2x.\(ext)", "\(stem).\(ext)"] }
    }

    /// A file of the target whose name is `name` that notisim does not decode (`partyparrot.gif`), for saying why the
    /// image is a placeholder; nil when there is none.
    package func undecodableFile(named name: String) -> String? {
        files.first { ($0 as NSString).lastPathComponent == name && !Self.isImageFile($0) }
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

/// The files of a target: those its build phases name and, for Xcode 16 folders
/// (`fileSystemSynchronizedGroups`), every file under each folder except the target's exceptions.
package struct TargetFileWalker {
    /// At most this many files per target; the walk stops there with a problem (a tree of generated files).
    package var maximumFiles = 50_000
    /// Folders nested deeper than this are not entered.
    package static let maximumDepth = 64

    package var reader: any ProjectFileReader

    package init(reader: any ProjectFileReader = DiskFileReader()) { self.reader = reader }

    /// The target's files relative to the project folder, sorted, and one problem per folder that could not be
    /// walked (a symbolic link loop, too many files).
    package func files(of target: NativeTarget, projectFolder: String) -> (files: [String], problems: [ImportProblem]) {
        var walk = Walk(walker: self, projectFolder: projectFolder)
        walk.files = target.files
        for var folder in target.synchronizedFolders {
            // A folder named in another case than the disk spells it is walked as the disk spells it
            // (docs/rules/xcode.md#paths-ignore-case-as-on-a-mac).
            let prefix = projectFolder.hasSuffix("/") ? projectFolder : projectFolder + "/"
            if let spelled = reader.spelledOnDisk(ProjectPath.join(projectFolder, folder.path)), spelled.hasPrefix(prefix) {
                folder.path = String(spelled.dropFirst(prefix.count))
            }
            walk.visit(folder.path, folder: folder, depth: 0)
        }
        return (Array(Set(walk.files)).sorted(), walk.problems)
    }

    private struct Walk {
        let walker: TargetFileWalker
        let projectFolder: String
        var files: [String] = []
        var problems: [ImportProblem] = []
        /// Canonical paths of the folders entered, so a link back to an enclosing folder is entered once.
        var visited: Set<String> = []

        init(walker: TargetFileWalker, projectFolder: String) { self.walker = walker; self.projectFolder = projectFolder }

        mutating func visit(_ relative: String, folder: SynchronizedFolder, depth: Int) {
            let absolute = ProjectPath.join(projectFolder, relative)
            guard let entries = walker.reader.entries(of: absolute) else {
                if depth == 0 { problems.append(ImportProblem(file: absolute, reason: "folder of the target cannot be read")) } else { files.append(relative) }
                return
            }
            guard let canonical = walker.reader.canonicalPath(absolute) else {
                problems.append(ImportProblem(file: absolute, reason: "symbolic link that cannot be resolved (a loop?); not entered"))
                return
            }
            guard visited.insert(canonical).inserted else {
                problems.append(ImportProblem(file: absolute, reason: "symbolic link back to a folder already walked; not entered"))
                return
            }
            guard depth < TargetFileWalker.maximumDepth else {
                problems.append(ImportProblem(file: absolute, reason: "nested deeper than \(TargetFileWalker.maximumDepth) folders; not entered"))
                return
            }
            for entry in entries where !entry.hasPrefix(".") {
                let child = relative + "/" + entry
                let inFolder = String(child.dropFirst(folder.path.count + 1))
                if SynchronizedFolder.names(folder.excluded, inFolder) { continue }
                if let only = folder.only, !only.contains(where: { SynchronizedFolder.names([$0], inFolder) || Self.leads(to: $0, inFolder) }) { continue }
                guard files.count < walker.maximumFiles else {
                    problems.append(ImportProblem(file: absolute, reason: "more than \(walker.maximumFiles) files; the rest are left out"))
                    return
                }
                // Bundles Xcode treats as one file (asset catalogs, storyboard packages) are listed, not entered.
                if Self.isPackage(entry) { files.append(child) } else { visit(child, folder: folder, depth: depth + 1) }
            }
        }

        /// Whether the folder `inFolder` must be entered to reach the file `member` names (a localized member is reached
        /// through any `.lproj` folder).
        static func leads(to member: String, _ inFolder: String) -> Bool {
            if member.hasPrefix(SynchronizedFolder.localizedPrefix) { return !inFolder.contains("/") && inFolder.hasSuffix(".lproj") }
            return member.hasPrefix(inFolder + "/")
        }

        static func isPackage(_ name: String) -> Bool {
            [".xcassets", ".xcdatamodeld", ".bundle", ".framework", ".xcframework", ".storyboardc"].contains { name.hasSuffix($0) }
        }
    }
}

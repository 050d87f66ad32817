/// Walks a folder of the project for the files the import looks for by name (strings, asset catalogs, payloads),
/// bounded in depth and count and entering each real folder once.
struct ProjectTreeWalk {
    let reader: any ProjectFileReader
    /// At most this many entries are looked at; the walk stops there with a problem.
    var maximumEntries = 20_000
    /// Folders nested deeper than this are not entered.
    var maximumDepth = 16

    /// Folders never entered: hidden ones, build output and other people's code.
    static let skippedFolders: Set<String> = ["build", "DerivedData", "Pods", "Carthage", "node_modules"]
    /// Bundles listed as one path and not entered.
    static let packageSuffixes = [".xcassets", ".xcodeproj", ".xcworkspace", ".bundle", ".framework", ".xcframework", ".app", ".appex"]

    /// Absolute paths of the files under `folder` and of the bundles in it (not entered), sorted; and one problem per
    /// folder that could not be walked.
    func walk(_ folder: String) -> (paths: [String], problems: [ImportProblem]) {
        var state = State()
        visit(folder, depth: 0, state: &state)
        return (state.paths.sorted(), state.problems)
    }

    private struct State {
        var paths: [String] = []
        var problems: [ImportProblem] = []
        var visited: Set<String> = []
        var entries = 0
        var stopped = false
    }

    private func visit(_ folder: String, depth: Int, state: inout State) {
        guard !state.stopped, let entries = reader.entries(of: folder) else { return }
        guard let canonical = reader.canonicalPath(folder), state.visited.insert(canonical).inserted else {
            state.problems.append(ImportProblem(file: folder, reason: "symbolic link loop or a folder already walked; not entered"))
            return
        }
        guard depth < maximumDepth else {
            state.problems.append(ImportProblem(file: folder, reason: "nested deeper than \(maximumDepth) folders; not entered"))
            return
        }
        for entry in entries where !entry.hasPrefix(".") && !Self.skippedFolders.contains(entry) {
            state.entries += 1
            guard state.entries <= maximumEntries else {
                state.problems.append(ImportProblem(file: folder, reason: "more than \(maximumEntries) files under the project; the rest are not looked at"))
                state.stopped = true
                return
            }
            let child = ProjectPath.join(folder, entry)
            if Self.packageSuffixes.contains(where: { entry.hasSuffix($0) }) {
                state.paths.append(child)
            } else if reader.entries(of: child) != nil {
                visit(child, depth: depth + 1, state: &state)
            } else {
                state.paths.append(child)
            }
        }
    }
}

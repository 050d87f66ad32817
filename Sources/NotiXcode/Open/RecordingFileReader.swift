import NotiCore

/// A file reader that remembers every file and folder the import asked it for, so the import can say which files
/// its result depends on (`ProjectImport.inputs`). Every reader of the import reads through `ProjectFileReader`,
/// so a file a new reader reads is covered without a list to keep up to date (docs/rules.md#project-cache).
final class RecordingFileReader: ProjectFileReader {
    private let base: any ProjectFileReader
    private let recorded = LockedState<Set<String>>([])

    /// Records what is read through `base`.
    init(_ base: any ProjectFileReader) { self.base = base }

    /// The files read and the folders listed so far (those missing included), sorted.
    var paths: [String] { recorded.withLock { $0.sorted() } }

    func read(_ path: String) -> Result<[UInt8], FileReadError> {
        recorded.withLock { _ = $0.insert(ProjectPath.normalized(path)) }
        return base.read(path)
    }

    func entries(of path: String) -> [String]? {
        recorded.withLock { _ = $0.insert(ProjectPath.normalized(path)) }
        return base.entries(of: path)
    }

    func canonicalPath(_ path: String) -> String? { base.canonicalPath(path) }
}

import NotiCore

/// A file reader that remembers every file and folder the import asked it for, so the import can say which files
/// its result depends on (`ProjectImport.inputs`). Every reader of the import reads through `ProjectFileReader`,
/// so a file a new reader reads is covered without a list to keep up to date (docs/rules/xcode.md#project-cache).
final class RecordingFileReader: ProjectFileReader {
    private let base: any ProjectFileReader
    private let recorded = LockedState<Set<String>>([])
    private let respelled = LockedState<[String: String]>([:])

    /// Records what is read through `base`.
    init(_ base: any ProjectFileReader) { self.base = base }

    /// The files read and the folders listed so far (those missing included), sorted.
    var paths: [String] { recorded.withLock { $0.sorted() } }

    /// The paths asked for that the disk spells otherwise (found ignoring case), with the spelling found, sorted.
    var caseDifferences: [(asked: String, found: String)] {
        respelled.withLock { $0.sorted { $0.key < $1.key }.map { (asked: $0.key, found: $0.value) } }
    }

    func read(_ path: String) -> Result<[UInt8], FileReadError> {
        recorded.withLock { _ = $0.insert(ProjectPath.normalized(path)) }
        let result = base.read(path)
        if case .success = result { noteSpelling(path) }
        return result
    }

    func spelledOnDisk(_ path: String) -> String? {
        let spelled = base.spelledOnDisk(path)
        if let spelled, spelled != path { respelled.withLock { $0[ProjectPath.normalized(path)] = spelled } }
        return spelled
    }

    private func noteSpelling(_ path: String) { _ = spelledOnDisk(path) }

    func entries(of path: String) -> [String]? {
        recorded.withLock { _ = $0.insert(ProjectPath.normalized(path)) }
        return base.entries(of: path)
    }

    func canonicalPath(_ path: String) -> String? { base.canonicalPath(path) }
}

import Foundation
import NotiApp
import NotiAppCore
import NotiWorkspace

/// A scratch copy of the demo workspace, so the files a fuzzed `workspace.json` names (Info.plists, pushes,
/// attachments) exist and get loaded too.
private let folder: URL = {
    let folder = FuzzInput.scratchFolder.appendingPathComponent("workspace", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    do { try DemoWorkspace.copy(to: folder) } catch { fatalError("cannot copy the demo workspace: \(error)") }
    return folder
}()

/// Fuzzes workspace loading: the bytes are a `workspace.json`, loaded from a copy of the demo workspace.
public func fuzzWorkspace(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let file = folder.appendingPathComponent(WorkspaceLoader.fileName)
    _ = FileManager.default.createFile(atPath: file.path, contents: Data(FuzzInput.bytes(data, size)))
    _ = WorkspaceLoader.load(directory: folder)
    return 0
}

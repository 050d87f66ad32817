import Foundation

/// Helpers shared by the fuzz targets: turning libFuzzer's raw buffer into the inputs the parsers take.
public enum FuzzInput {
    /// The fuzzer's bytes as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// The fuzzer's bytes read as UTF-8 (invalid sequences become U+FFFD, as the app's own file readers do).
    public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
        String(decoding: bytes(data, size), as: UTF8.self)
    }

    /// A private scratch folder for targets whose parser reads files, made once per process and removed when
    /// the fuzzer exits normally (a crashing run leaves it for inspection).
    public static let scratchFolder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("notisim-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: FuzzInput.scratchFolder) }
        return folder
    }()

    /// Writes `bytes` to `name` in the scratch folder (the same path every run) and returns its URL.
    public static func write(_ bytes: [UInt8], named name: String) -> URL {
        let file = scratchFolder.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: file.path, contents: Data(bytes))
        return file
    }
}

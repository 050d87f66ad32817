import Foundation

/// Reading a storyboard file from disk with the size limit checked before its bytes are read.
package enum StoryboardFile {
    /// Storyboards larger than this are refused before parsing.
    package static let maximumBytes = 4_000_000

    /// The file's bytes, refusing folders and files over `maximumBytes` before reading them; the error is the reason alone.
    package static func read(_ path: String) throws(StoryboardError) -> [UInt8] {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { throw StoryboardError("no such file") }
        guard attributes[.type] as? FileAttributeType != .typeDirectory else { throw StoryboardError("is a folder, not a storyboard file") }
        let size = (attributes[.size] as? Int) ?? 0
        guard size <= maximumBytes else { throw StoryboardError("\(size) bytes is larger than the \(maximumBytes)-byte limit") }
        guard let data = FileManager.default.contents(atPath: path) else { throw StoryboardError("cannot be read") }
        return Array(data)
    }
}

import Foundation

/// What a terminal picture (`:screenshot FILE`) can be written as, by its file name's extension.
package enum PictureFormat: String, Sendable, CaseIterable {
    case svg, png

    /// The format a file name's extension names; nil for another extension.
    package init?(path: String) { self.init(rawValue: (path as NSString).pathExtension.lowercased()) }
}

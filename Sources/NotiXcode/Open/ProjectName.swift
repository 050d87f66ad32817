import Foundation

/// The name a workspace made from a project gets: the project folder's (or `.xcodeproj`'s, `.xcworkspace`'s) name.
package enum ProjectName {
    package static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent.replacingSuffix(".xcodeproj").replacingSuffix(".xcworkspace")
    }
}

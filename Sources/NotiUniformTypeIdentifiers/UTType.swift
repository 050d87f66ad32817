/// A uniform type (Apple's `UTType`): a declared type from notisim's table of system types, or a dynamic type made
/// for a filename extension or MIME type the table does not know.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// Known for a dynamic type only: the tag it was made from.
    private let dynamicTag: DynamicTag?

    private enum DynamicTag: Hashable, Sendable {
        case filenameExtension(String, conformingTo: String)
        case mimeType(String, conformingTo: String)
    }

    private init(declared: DeclaredType) { identifier = declared.identifier; dynamicTag = nil }

    /// Dynamic types are named `dyn.` and their tag, not Apple's encoding of it; nothing but the identifier's prefix is
    /// worth reading in either.
    private init(dynamic tag: DynamicTag) {
        switch tag {
        case let .filenameExtension(value, _): identifier = "dyn.filename-extension.\(value)"
        case let .mimeType(value, _): identifier = "dyn.mime-type.\(value)"
        }
        dynamicTag = tag
    }

    /// The declared type `identifier` names; nil when notisim's table has none (identifiers compare ignoring case).
    public init?(_ identifier: String) {
        guard let declared = DeclaredType.named(identifier) else { return nil }
        self.init(declared: declared)
    }

    /// The type of files ending in `filenameExtension` that conforms to `supertype`: a declared type when the table has
    /// one, else a dynamic type, as iOS makes one; nil only for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        guard !filenameExtension.isEmpty else { return nil }
        if let declared = DeclaredType.withFilenameExtension(filenameExtension, conformingTo: supertype.identifier) {
            self.init(declared: declared)
        } else {
            self.init(dynamic: .filenameExtension(filenameExtension.lowercased(), conformingTo: supertype.identifier))
        }
    }

    /// The type of content served as `mimeType` that conforms to `supertype`: a declared type when the table has one,
    /// else a dynamic type; nil only for an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard !mimeType.isEmpty else { return nil }
        if let declared = DeclaredType.withMIMEType(mimeType, conformingTo: supertype.identifier) {
            self.init(declared: declared)
        } else {
            self.init(dynamic: .mimeType(mimeType.lowercased(), conformingTo: supertype.identifier))
        }
    }

    /// The declared type `identifier` names, for the static types below (which the table always holds).
    init(declaredIdentifier identifier: String) {
        guard let declared = DeclaredType.named(identifier) else { preconditionFailure("\(identifier) is missing from DeclaredType.all") }
        self.init(declared: declared)
    }

    private var declared: DeclaredType? { dynamicTag == nil ? DeclaredType.named(identifier) : nil }

    /// The filename extension files of this type usually have; a dynamic type's is the extension it was made from.
    public var preferredFilenameExtension: String? {
        if case let .filenameExtension(value, _)? = dynamicTag { return value }
        return declared?.filenameExtensions.first
    }

    /// The MIME type content of this type is usually served as; a dynamic type's is the MIME type it was made from.
    public var preferredMIMEType: String? {
        if case let .mimeType(value, _)? = dynamicTag { return value }
        return declared?.mimeTypes.first
    }

    /// Every type this one conforms to, not itself.
    public var supertypes: Set<UTType> {
        let names: Set<String>
        switch dynamicTag {
        case let .filenameExtension(_, parent)?, let .mimeType(_, parent)?:
            names = Set([parent]).union(DeclaredType.named(parent)?.ancestors ?? [])
        case nil:
            names = declared?.ancestors ?? []
        }
        return Set(names.map { UTType(declaredIdentifier: $0) })
    }

    /// Whether this type is `type` or conforms to it.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    /// Whether the type is in notisim's table of declared types.
    public var isDeclared: Bool { dynamicTag == nil }

    /// Whether the type was made for a tag the table does not know.
    public var isDynamic: Bool { dynamicTag != nil }

    /// Whether the type is one of the system's public types (`public.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier.
    public var debugDescription: String { identifier }
}

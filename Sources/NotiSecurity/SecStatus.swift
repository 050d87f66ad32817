// The result codes the keychain functions answer (Security), with Apple's values.

/// No error.
public let errSecSuccess: OSStatus = 0
/// A function or operation is not implemented.
public let errSecUnimplemented: OSStatus = -4
/// One or more parameters are not valid.
public let errSecParam: OSStatus = -50
/// No item matched the search.
public let errSecItemNotFound: OSStatus = -25300
/// An item with the same primary attributes is already in the keychain.
public let errSecDuplicateItem: OSStatus = -25299
/// The process is not entitled to the access group it names.
public let errSecMissingEntitlement: OSStatus = -34018
/// Writing the keychain failed.
public let errSecIO: OSStatus = -36

/// A line saying what `status` means (Security), as Apple's says it; nil for a code this keychain never answers.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecUnimplemented: "Function or operation not implemented."
    case errSecParam: "One or more parameters passed to a function were not valid."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecMissingEntitlement: "A required entitlement isn't present."
    case errSecIO: "I/O error."
    default: nil
    }
}

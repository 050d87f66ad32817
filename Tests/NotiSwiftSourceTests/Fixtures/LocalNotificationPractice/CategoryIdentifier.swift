import Foundation

struct CategoryIdentifier {
	static let imagePosting = "CATEGORY_IMAGE_POSTING"
	static let customUI = "CATEGORY_CUSTOM_UI"
	private init() {}
}

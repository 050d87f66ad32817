import Foundation

struct ActionIdentifier {
	static let like = "ACTION_LIKE"
	static let dislike = "ACTION_DISLIKE"
	static let unfollow = "ACTION_UNFOLLOW"
	static let setting = "ACTION_SETTING"
	private init() {}
}

import Reteno

// Reteno's content extension for image carousels: the SDK's view controller, subclassed as its guide shows.
final class CarouselViewController: RetenoCarouselNotificationViewController {}

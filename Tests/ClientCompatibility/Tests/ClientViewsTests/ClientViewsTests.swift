import ClientViews
import UIKit
import XCTest

/// The client code compiles with `import UIKit` alone; these check that it also behaves as on iOS.
/// Views belong to the main actor and XCTest on Linux cannot run synchronous methods of a `@MainActor`
/// test class, so each test runs its body with `MainActor.assumeIsolated` (XCTest calls tests on the
/// main thread, which it checks).
final class ClientViewsTests: XCTestCase {
    func testFormLaysOutUnderTheTopLayoutGuide() {
        MainActor.assumeIsolated {
            let controller = FormViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(controller.titleLabel.frame.minX, 20)
            XCTAssertEqual(controller.titleLabel.frame.minY, 20 + 8)
            XCTAssertEqual(controller.field.frame.minX, controller.titleLabel.frame.maxX + 8)
            XCTAssertEqual(controller.field.frame.maxX, 375 - 20)
            // Centred on the label, each edge on the @2x grid.
            XCTAssertEqual(controller.field.frame.midY, controller.titleLabel.frame.midY, accuracy: 0.25)
            XCTAssertEqual(controller.footer.frame, CGRect(x: 0, y: 667 - 44, width: 375, height: 44))
        }
    }

    func testBarItemsWithMenusAndSymbols() {
        MainActor.assumeIsolated {
            let list = SortableListViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let items = list.navigationItem.rightBarButtonItems ?? []
            XCTAssertEqual(items.count, 2)
            XCTAssertEqual(items[0].menu?.selectedElements.map(\.title), ["Name"])
            XCTAssertNotNil(items[1].image)
        }
    }

    func testDiffableDataSourceFillsTheCollectionView() {
        MainActor.assumeIsolated {
            let list = FruitListViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = list
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 3)
            XCTAssertEqual(
                list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel, "Pear")
        }
    }

    func testViewLoadsAtTheMainScreensSize() {
        MainActor.assumeIsolated {
            let window = UIWindow(device: .iPadPro11)
            window.makeKey()
            XCTAssertEqual(FormViewController().view.frame.size, UIScreen.main.bounds.size)
            XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 834, height: 1194))
        }
    }

    func testPinningUsesTheMainActorSpacing() {
        MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let content = UIView()
            container.addSubview(content)
            XCTAssertEqual(content.pinInsideSuperview().count, 4)
            container.layoutIfNeeded()
            XCTAssertEqual(content.frame, CGRect(x: 12, y: 12, width: 176, height: 76))
        }
    }

    func testBadgeTextIsKeptPerView() {
        MainActor.assumeIsolated {
            let a = UIView()
            let b = UIView()
            a.badgeText = "3"
            XCTAssertEqual(a.badgeText, "3")
            XCTAssertNil(b.badgeText)
        }
    }

    func testConstraintSubclassDescribesItself() {
        MainActor.assumeIsolated {
            let view = UIView()
            let constraint = view.widthAnchor.labelled("avatar", equalTo: 40)
            XCTAssertEqual("\(constraint)", "<LabelledConstraint avatar: 7 0 40.0>")
            let base: NSLayoutConstraint = constraint
            XCTAssertEqual(base.description, constraint.description)
        }
    }

    func testTheFollowButtonRestylesWhenSelected() {
        MainActor.assumeIsolated {
            let button = FollowButton.make()
            button.isSelected = true
            button.layoutIfNeeded()
            XCTAssertEqual(button.currentTitle, "Following")
            XCTAssertEqual(button.configuration?.baseBackgroundColor, .systemGray)
        }
    }
}

final class ClientGestureTests: XCTestCase {
    func testWidenedTouchTargetAndRecognizers() {
        MainActor.assumeIsolated {
            let card = DismissibleCardView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            card.layoutIfNeeded()
            // 5 points left of the button's frame still reaches it.
            XCTAssertTrue(card.hitTest(CGPoint(x: 257, y: 20), with: nil) === card.closeButton)
            XCTAssertTrue(card.hitTest(CGPoint(x: 100, y: 100), with: nil) === card)
            XCTAssertEqual(card.gestureRecognizers?.count, 2)
            XCTAssertEqual(card.backgroundTap.failureRequirementRecognizers.first, card.swipeDown)
            let onButton = UITouch(at: CGPoint(x: 5, y: 5), in: card.closeButton)
            XCTAssertFalse(card.gestureRecognizer(card.backgroundTap, shouldReceive: onButton))
            card.touchesBegan([onButton], with: nil)
            XCTAssertEqual(card.touchesSeen, 1)
        }
    }
}

final class ClientLayerTests: XCTestCase {
    func testGradientHeaderIsBackedByItsLayerClass() {
        MainActor.assumeIsolated {
            let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
            header.layoutIfNeeded()
            XCTAssertEqual(header.gradientLayer.colors?.count, 2)
            XCTAssertTrue(header.layer.sublayers?.first === header.hairline)
            XCTAssertEqual(header.hairline.path?.boundingBox.maxY, 119.5)
        }
    }
}

final class ClientCompositionalTests: XCTestCase {
    func testPhotoGridHasThreeColumnsOnAPhone() {
        MainActor.assumeIsolated {
            let grid = PhotoGridViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = UINavigationController(rootViewController: grid)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let third = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame
            let header = grid.collectionView.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame
            XCTAssertEqual(third.minX, 1)
            XCTAssertEqual(third.width, 123, accuracy: 0.001)
            XCTAssertEqual(third.minY, header.maxY + 125 + 1, accuracy: 0.001)
        }
    }
}

final class ClientPresentationTests: XCTestCase {
    func testAlertAndFullScreenEditor() {
        MainActor.assumeIsolated {
            let root = UIViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = root
            window.makeKeyAndVisible()
            let alert = ConfirmDeletion.alert(itemName: "Note") {}
            XCTAssertEqual(alert.actions.map(\.style), [.cancel, .destructive])
            let editor = ConfirmDeletion.presentEditor(from: root)
            XCTAssertTrue(root.presentedViewController === editor)
            editor.dismiss(animated: true)
            XCTAssertNil(root.presentedViewController)
        }
    }
}

final class ClientFeedTests: XCTestCase {
    func testFeedRefreshesInsideItsPages() {
        MainActor.assumeIsolated {
            let pages = FeedViewController.pages()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = pages
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let feed = pages.viewControllers?.first as? FeedViewController
            XCTAssertNotNil(feed?.refreshControl)
            feed?.reload()
            XCTAssertEqual(feed?.reloads, 1)
            XCTAssertEqual(feed?.refreshControl?.isRefreshing, false)
        }
    }
}

final class ClientAnimationTests: XCTestCase {
    func testKeyboardMovesTheButtonAndTheBannerEndsHidden() {
        MainActor.assumeIsolated {
            let controller = KeyboardAwareViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let resting = controller.saveButton.frame.maxY
            controller.keyboardWillShow(userInfo: [
                UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 451, width: 375, height: 216)
            ])
            XCTAssertEqual(controller.saveButton.frame.maxY, resting - 216)
            controller.didSave()
            XCTAssertEqual(controller.banner.alpha, 0, "faded in, then out again: the state at rest")
        }
    }
}

final class ClientTextInputTests: XCTestCase {
    func testReturnMovesOnAndTheCodeTakesSixDigits() {
        MainActor.assumeIsolated {
            let form = SignUpFieldsController()
            XCTAssertFalse(form.textFieldShouldReturn(form.email))
            XCTAssertTrue(form.focused === form.password)
            form.code.text = "12345"
            let end = NSRange(location: 5, length: 0)
            XCTAssertTrue(form.textField(form.code, shouldChangeCharactersIn: end, replacementString: "6"))
            form.code.text = "123456"
            let after = NSRange(location: 6, length: 0)
            XCTAssertFalse(form.textField(form.code, shouldChangeCharactersIn: after, replacementString: "7"))
            XCTAssertEqual(form.email.keyboardType, .emailAddress)
        }
    }

    func testComposerSitsOnTheKeyboardGuideAndFollowsDarkMode() {
        MainActor.assumeIsolated {
            let composer = CommentComposerViewController()
            let window = UIWindow(device: .iPhone15Pro)
            window.rootViewController = composer
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(composer.inputBar.frame, CGRect(x: 0, y: 852 - 34 - 52, width: 393, height: 52))
            window.traitOverrides.userInterfaceStyle = .dark
            XCTAssertEqual(composer.borderStyles.last, .dark)
            composer.share()
            XCTAssertTrue(composer.presentedViewController is UIActivityViewController)
            XCTAssertEqual(composer.presentedViewController?.sheetPresentationController?.detents.count, 2)
        }
    }

    func testProfilePhotoReadsTheSceneAndPicksWithTheSystemPicker() {
        MainActor.assumeIsolated {
            let profile = ProfilePhotoViewController()
            let window = UIWindow(device: .iPhone15Pro)
            window.rootViewController = profile
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(profile.statusBarHeight, 54)
            profile.changePhoto()
            let picker = profile.presentedViewController as? UIImagePickerController
            XCTAssertEqual(picker?.sourceType, .photoLibrary)
            let photo = UIImage()
            picker?.imagePickerDelegate?.imagePickerController(
                picker!, didFinishPickingMediaWithInfo: [.originalImage: photo])
            XCTAssertTrue(profile.photoView.image === photo)
            XCTAssertNil(profile.presentedViewController)
        }
    }
}

final class ClientSplitTests: XCTestCase {
    func testMailColumnsOnPadAndPhone() {
        MainActor.assumeIsolated {
            let pad = MailSplitCoordinator()
            let padWindow = UIWindow(device: .iPadPro12_9, orientation: .landscape)
            padWindow.rootViewController = pad.splitViewController
            padWindow.makeKeyAndVisible()
            padWindow.layoutIfNeeded()
            XCTAssertFalse(pad.splitViewController.isCollapsed)
            XCTAssertEqual(pad.splitViewController.displayMode, .twoBesideSecondary)
            XCTAssertEqual(pad.splitViewController.primaryColumnWidth, 300, "a quarter of 1366, at most 300")
            XCTAssertEqual(pad.messages.navigationController?.view.frame.minX, 300)
            XCTAssertEqual(pad.messages.navigationController?.view.frame.width, 360)
            XCTAssertNotNil(pad.mailboxes.navigationController, "wrapped by the split view controller")

            let phone = MailSplitCoordinator()
            let phoneWindow = UIWindow(device: .iPhone8)
            phoneWindow.rootViewController = phone.splitViewController
            phoneWindow.makeKeyAndVisible()
            phoneWindow.layoutIfNeeded()
            XCTAssertTrue(phone.splitViewController.isCollapsed)
            XCTAssertEqual(phone.proposedColumns, [.secondary])
            let stack = phone.mailboxes.navigationController?.viewControllers ?? []
            XCTAssertEqual(stack.count, 2)
            XCTAssertTrue(stack.last === phone.messages)
            phone.messages.open(subject: "Lunch?")
            phoneWindow.layoutIfNeeded()
            XCTAssertEqual(phone.mailboxes.navigationController?.topViewController?.title, "Lunch?")
        }
    }

    func testClassicDelegateKeepsTheMasterOnPhones() {
        MainActor.assumeIsolated {
            let delegate = ClassicSplitDelegate()
            let split = MailSplitCoordinator.classic(delegate: delegate)
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = split
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual((split.viewControllers.first as? UINavigationController)?.viewControllers.count, 1)
        }
    }
}

/// Lists (`Lists.swift`): list sections from a section provider, list cells with accessories.
final class ListsClientTests: XCTestCase {
    func testMailboxListLaysOutPlainAndInsetGroupedSections() {
        MainActor.assumeIsolated {
            let controller = MailboxesViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = UINavigationController(rootViewController: controller)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let inbox = controller.cell(0, in: .favourites)
            XCTAssertEqual(inbox?.frame.minX, 0, "plain rows span the list")
            XCTAssertEqual(inbox?.frame.height, 44)
            let drafts = controller.cell(1, in: .accounts)
            XCTAssertEqual(drafts?.frame.minX, 16, "inset-grouped rows sit inside the 16-pt margin")
            XCTAssertEqual(drafts?.indentationLevel, 1)
            XCTAssertEqual(drafts?.contentView.frame.minX, 10, "one level of the 10-pt indentation")
            XCTAssertFalse(inbox?.configurationState.isEditing ?? true)
            controller.setEditing(true)
            window.layoutIfNeeded()
            XCTAssertTrue(controller.cell(0, in: .favourites)?.configurationState.isEditing ?? false)
            XCTAssertNotNil(makeSimpleListLayout() as? UICollectionViewCompositionalLayout)
        }
    }
}

final class ClientSearchTests: XCTestCase {
    private final class FilterDelegate: UISearchBarDelegate {}

    func testSearchInTheNavigationBarFiltersByScope() {
        MainActor.assumeIsolated {
            let recipes = RecipeSearchViewController(style: .plain)
            let navigation = UINavigationController(rootViewController: recipes)
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(navigation.navigationBar.frame.height, 44 + 52 + 52)
            recipes.searchController.isActive = true
            XCTAssertEqual(recipes.presentations, 1)
            recipes.searchController.searchBar.selectedScopeButtonIndex = 2
            recipes.searchBar(recipes.searchController.searchBar, selectedScopeButtonIndexDidChange: 2)
            XCTAssertEqual(recipes.results, ["Ratatouille", "Risotto"])
            recipes.searchController.searchBar.text = "pho"
            recipes.updateSearchResults(for: recipes.searchController)
            XCTAssertEqual(recipes.results, [])
            recipes.searchController.isActive = false
        }
    }

    func testFilterHeaderAndNowPlayingBar() {
        MainActor.assumeIsolated {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .plain)
            let delegate = FilterDelegate()
            let bar = FilterHeader.install(on: table, delegate: delegate)
            XCTAssertEqual(bar.frame.height, 56)
            XCTAssertTrue(table.tableHeaderView === bar)
            let playing = NowPlayingBar(frame: CGRect(x: 0, y: 0, width: 343, height: 64))
            playing.layoutIfNeeded()
            XCTAssertEqual(playing.blurView.contentView.frame.size, CGSize(width: 343, height: 64))
            XCTAssertTrue(playing.artistLabel.isDescendant(of: playing.blurView))
        }
    }

    func testCardUsesItsOwnPresentationController() {
        MainActor.assumeIsolated {
            let transitions = CardTransitioningDelegate()
            let card = UIViewController()
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = transitions
            XCTAssertTrue(card.presentationController is CardPresentationController)
        }
    }
}

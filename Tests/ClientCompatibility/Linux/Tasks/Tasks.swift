// The Linux build of the Tasks app's view code. Its sources are the app's own files, listed in
// ObjectiveCPorting.json and compiled through OpenUIKit's ObjectiveCPorting plugin; nothing here is
// compiled for iOS, and the app's files are never edited for Linux.

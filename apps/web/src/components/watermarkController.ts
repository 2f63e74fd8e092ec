// Shared with the mobile app: the implementation lives in packages/client.
export * from "@otp/client/watermark";
